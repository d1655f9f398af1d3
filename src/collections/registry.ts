/**
 * Every content type's facts, one entry each: where its documents are read on the site and what
 * they take part in. Payload's plugins, the live preview, redirects, search, the sitemap, the
 * cache tags, the inbox and its exports read this, so a new type is one entry here (its
 * collection config lives in its own module under src/collections/).
 *
 * Facts only, no code that reaches the database: pages, hooks and browser code all import it.
 */
import type { SectionId } from '@/lib/sections'

/** The kinds of document the site's search finds (stored with each indexed document). */
export type SearchKind = 'post' | 'organization' | 'lyrics-analysis' | 'music-analysis' | 'media'

/**
 * The kinds of document listed as citing a passage of Scripture (stored with each citation): a
 * searchable type's is its search kind, so search can find the documents citing a passage.
 */
export type CitingKind = SearchKind | 'reading-plan' | 'book'

type Facts = {
  /**
   * Where each document has its page: under a section of the site (`/organizations/{slug}`), or
   * under a path of its own (`/category/{slug}`; '' for the CMS pages at `/{slug}`).
   */
  address?: { section: SectionId } | { base: string }
  /** Its own search-engine title, description and share image (Payload's SEO plugin). */
  seo?: true
  /** The editor shows its page beside the form, drafts included (Payload's live preview). */
  preview?: true
  /** A renamed published slug leaves a redirect behind, and redirects may lead to its documents. */
  redirects?: true
  /** Found by the site's search, under this kind. */
  search?: SearchKind
  /**
   * Its published documents are listed, under this kind, on the pages of the passages of
   * Scripture they cite (src/scripture/citations.ts).
   */
  citations?: CitingKind
  /** Its documents are listed in the sitemap (under their section, when it is on). */
  sitemap?: true
  /** Something readers send in: the creator's inbox lists and counts it, under this name. */
  inbox?: { label: string; counted: boolean }
  /** The creator may download it as CSV from its list. */
  exported?: true
  /** The tag its cached reads carry besides the content tag (src/lib/data/cache.ts). */
  cache?: string
}

export const CONTENT_TYPES = {
  posts: { address: { section: 'blog' }, seo: true, preview: true, redirects: true, search: 'post', citations: 'post', sitemap: true, cache: 'posts' },
  pages: { address: { base: '' }, seo: true, preview: true, redirects: true, sitemap: true, cache: 'pages' },
  authors: { address: { base: '/author' }, sitemap: true, cache: 'authors' },
  categories: { address: { base: '/category' }, sitemap: true, cache: 'categories' },
  tags: { address: { base: '/tag' }, sitemap: true },
  comments: { cache: 'comments' },
  organizations: { address: { section: 'organizations' }, seo: true, preview: true, redirects: true, search: 'organization', citations: 'organization', sitemap: true, cache: 'organizations' },
  'lyrics-analyses': { address: { section: 'lyrics-analysis' }, seo: true, redirects: true, search: 'lyrics-analysis', citations: 'lyrics-analysis', sitemap: true, cache: 'lyrics' },
  'music-analyses': { address: { section: 'music-analysis' }, seo: true, redirects: true, search: 'music-analysis', citations: 'music-analysis', sitemap: true, cache: 'music' },
  'media-items': { address: { section: 'media' }, redirects: true, search: 'media', citations: 'media', sitemap: true, cache: 'media' },
  playlists: { address: { section: 'playlists' }, redirects: true, sitemap: true, cache: 'playlists' },
  'podcast-episodes': { address: { section: 'podcast' }, redirects: true, sitemap: true, cache: 'podcast' },
  'reading-plans': { address: { section: 'reading-plans' }, redirects: true, citations: 'reading-plan', sitemap: true, cache: 'readingPlans' },
  verses: { cache: 'verses' },
  books: { address: { section: 'reading-club' }, redirects: true, citations: 'book', sitemap: true, cache: 'books' },
  'contact-messages': { inbox: { label: 'Contact messages', counted: true }, exported: true },
  'music-suggestions': { inbox: { label: 'Music suggestions', counted: true }, exported: true },
  'media-submissions': { inbox: { label: 'Media submissions', counted: true }, exported: true },
  'book-suggestions': { inbox: { label: 'Book suggestions', counted: true }, exported: true },
  donations: { inbox: { label: 'Donations', counted: false }, exported: true },
  'newsletter-subscribers': { exported: true },
} as const satisfies Record<string, Facts>

type Types = typeof CONTENT_TYPES
export type ContentTypeSlug = keyof Types

/** The slugs of the types whose facts include `fact` (in registry order). */
type With<F extends keyof Facts> = { [S in ContentTypeSlug]: Types[S] extends Record<F, unknown> ? S : never }[ContentTypeSlug]

const slugsWith = <F extends keyof Facts>(fact: F) =>
  (Object.keys(CONTENT_TYPES) as ContentTypeSlug[]).filter((slug) => fact in CONTENT_TYPES[slug]) as With<F>[]

export type Addressed = With<'address'>
/** The types whose documents have their pages under a section of the site. */
export type InSection = { [S in ContentTypeSlug]: Types[S] extends { address: { section: unknown } } ? S : never }[ContentTypeSlug]
export const ADDRESSED = slugsWith('address')
export const SEO_TYPES = slugsWith('seo')
export const PREVIEWED = slugsWith('preview')
export const REDIRECTABLE = slugsWith('redirects')
export const SEARCHABLE = slugsWith('search')
export type Searchable = With<'search'>
export const CITING = slugsWith('citations')
export type Citing = With<'citations'>
export const IN_SITEMAP = slugsWith('sitemap')
export const INBOX = slugsWith('inbox')
export type InboxSlug = With<'inbox'>
type Counted = { [S in ContentTypeSlug]: Types[S] extends { inbox: { counted: true } } ? S : never }[ContentTypeSlug]
/** The inbox's kinds the dashboard counts as they arrive. */
export const COUNTED_INBOX = INBOX.filter((slug): slug is Counted => CONTENT_TYPES[slug].inbox.counted)
export const EXPORTABLE = slugsWith('exported')
export type CacheTag = { [S in ContentTypeSlug]: Types[S] extends { cache: infer T } ? T : never }[ContentTypeSlug]
