// The chapter's metadata lives beside its route; the marked-range page
// (src/app/(frontend)/scripture/[book]/[chapter]/%5Fverses) still imports it from here.
export { chapterMetadata } from '@/app/(frontend)/scripture/[book]/[chapter]/chapterMetadata'
