// The marked-range page (../../app/(frontend)/scripture/[book]/[chapter]/%5Fverses) still imports
// the chapter's metadata from here; it lives beside the chapter's route.
export { chapterMetadata } from '@/app/(frontend)/scripture/[book]/[chapter]/chapterMetadata'
