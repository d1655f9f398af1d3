/**
 * The site's sections in one registry: where each lives, what links call it, which feature
 * flag switches it off, and where it is linked from (which content type's documents have pages
 * under it is in src/collections/registry.ts). Navigation, footer, sitemap, search results, the pages' feature checks and the API
 * description all read this list, so a new screen is one entry here.
 */
import type { FeatureName } from '@/lib/features'

export type SectionId =
  | 'home'
  | 'blog'
  | 'organizations'
  | 'music-analysis'
  | 'lyrics-analysis'
  | 'media'
  | 'playlists'
  | 'podcast'
  | 'submit-music-analysis'
  | 'submit-media'
  | 'reading-club'
  | 'reading-plans'
  | 'submit-book'
  | 'about'
  | 'contact'
  | 'donate'
  | 'resources'
  | 'rss'
  | 'disclaimer'
  | 'privacy'
  | 'terms'
  | 'scripture'

/** Where a section is linked: the header's bar before or after the menus, the Discernment menu, the footer. */
export type NavGroup = 'lead' | 'discernment' | 'trail' | 'footer'

export type Section = {
  id: SectionId
  path: string
  label: string
  /** The site-settings flag that switches the section off: its links go, its pages and API answer 404. */
  feature?: FeatureName
  /** Where it is linked from. */
  links?: NavGroup[]
  /**
   * The query parameters that filter its list. The list then has two pages: its own, rendered
   * once and cached like every public page, and `${path}/_filtered`, rendered per request from
   * the query (src/lib/filteredLists.ts).
   */
  filters?: readonly string[]
  /** Only members can use it: not listed for search engines. */
  members?: true
  /** Its pages are not built yet: linked as the spec asks, but kept out of the sitemap. */
  upcoming?: true
  /**
   * What a reader sees (HTTP 404) at `${path}/{slug}` when no such document is published
   * (`document`), or on the section's own page while its feature is off (`section`). Other missing
   * addresses get the site's general not-found page.
   */
  notFound?: NotFoundCopy & { at: 'document' | 'section' }
}

/** A not-found page's words: its heading, a sentence, and the links that lead on. */
export type NotFoundCopy = { title: string; text: string; link: { href: string; label: string }; also?: { href: string; label: string } }

export const SECTIONS: readonly Section[] = [
  { id: 'home', path: '/', label: 'Home', links: ['lead'] },
  {
    id: 'blog',
    path: '/blog',
    label: 'Blog',
    links: ['lead'],
    notFound: { at: 'document', title: 'Post not found', text: 'The article you are looking for does not exist or is no longer published.', link: { href: '/blog', label: 'Back to the blog' } },
  },
  {
    id: 'organizations',
    path: '/organizations',
    label: 'Organizations',
    filters: ['q', 'category', 'tag'],
    feature: 'organizationAnalysis',
    links: ['discernment'],
    notFound: { at: 'document', title: 'Organization Not Found', text: "The organization you're looking for could not be found.", link: { href: '/organizations', label: 'Back to Organizations' } },
  },
  {
    id: 'music-analysis',
    path: '/music-analysis',
    label: 'Music Analysis',
    filters: ['genre', 'verdict', 'q', 'page'],
    links: ['discernment'],
    notFound: { at: 'document', title: 'Analysis Not Found', text: "The music analysis you're looking for could not be found.", link: { href: '/music-analysis', label: 'Back to Music Analysis' } },
  },
  {
    id: 'lyrics-analysis',
    path: '/lyrics-analysis',
    label: 'Lyrics Analysis',
    feature: 'lyricsAnalysis',
    links: ['discernment', 'footer'],
    notFound: { at: 'document', title: 'Analysis not found', text: 'The lyrics analysis you are looking for does not exist or is no longer published.', link: { href: '/lyrics-analysis', label: 'Back to Lyrics Analysis' } },
  },
  {
    id: 'media',
    path: '/media',
    label: 'Media Library',
    filters: ['q', 'verdict', 'category'],
    links: ['discernment'],
    notFound: { at: 'document', title: 'Media item not found', text: 'The media item you are looking for does not exist or is no longer published.', link: { href: '/media', label: 'Back to the Media Library' } },
  },
  {
    id: 'playlists',
    path: '/playlists',
    label: 'Playlists',
    links: ['discernment'],
    notFound: { at: 'document', title: 'Playlist not found', text: 'The playlist you are looking for does not exist or is no longer published.', link: { href: '/playlists', label: 'Back to Playlists' } },
  },
  {
    id: 'podcast',
    path: '/podcast',
    label: 'Podcast',
    links: ['discernment'],
    notFound: { at: 'document', title: 'Episode not found', text: 'The episode you are looking for does not exist or is not released yet.', link: { href: '/podcast', label: 'Back to the podcast' } },
  },
  { id: 'submit-music-analysis', path: '/submit-music-analysis', label: 'Suggest a Song', links: ['discernment'], members: true },
  { id: 'submit-media', path: '/submit-media', label: 'Submit Media', links: ['discernment'], members: true },
  {
    id: 'reading-club',
    path: '/reading-club',
    label: 'Reading Club',
    feature: 'readingClub',
    links: ['trail'],
    notFound: { at: 'document', title: 'Book not found', text: 'The book you are looking for is not in the reading club, or is no longer published.', link: { href: '/reading-club', label: 'Back to the Reading Club' } },
  },
  { id: 'reading-plans', path: '/reading-plans', label: 'Reading Plans', links: ['trail'], filters: ['theme', 'topic', 'duration'] },
  { id: 'submit-book', path: '/submit-book', label: 'Suggest a Book', feature: 'readingClub' },
  { id: 'about', path: '/about', label: 'About', links: ['trail'] },
  { id: 'contact', path: '/contact', label: 'Contact', links: ['trail'] },
  {
    id: 'donate',
    path: '/donate',
    label: 'Donate',
    feature: 'donations',
    notFound: { at: 'section', title: 'Donations Currently Disabled', text: 'Gifts cannot be received at the moment. Thank you for thinking of this ministry; please check back later.', link: { href: '/', label: 'Go home' } },
  },
  { id: 'resources', path: '/resources', label: 'Resources', links: ['footer'] },
  { id: 'rss', path: '/rss', label: 'RSS Feed', links: ['footer'] },
  { id: 'disclaimer', path: '/disclaimer', label: 'Disclaimer', links: ['footer'] },
  { id: 'privacy', path: '/privacy', label: 'Privacy Policy', links: ['footer'] },
  { id: 'terms', path: '/terms', label: 'Terms of Service', links: ['footer'] },
  { id: 'scripture', path: '/scripture', label: 'Scripture' },
]

const byId = new Map(SECTIONS.map((section) => [section.id, section]))

export const section = (id: SectionId): Section => byId.get(id)!

/** Is the section on? Sections without a flag always are. */
export const sectionOn = (s: Section, features: Record<FeatureName, boolean>) => !s.feature || features[s.feature]

/** The sections of a link group that are on, in registry order. */
export const linksOf = (group: NavGroup, features: Record<FeatureName, boolean>) =>
  SECTIONS.filter((s) => s.links?.includes(group) && sectionOn(s, features)).map(({ path, label }) => ({ href: path, label }))

/** The page of one document of a section: `/organizations/{slug}`. */
export const documentPath = (id: SectionId, slug: string) => `${section(id).path}/${slug}`

/** The site's general not-found page: every missing address no section words differently. */
export const MISSING_PAGE: NotFoundCopy = {
  title: '404 Page Not Found',
  text: 'The page you are looking for does not exist or has moved.',
  link: { href: '/', label: 'Go home' },
  also: { href: '/blog', label: 'Browse the blog' },
}

/**
 * The words for a missing address, as Next picks the nearest not-found boundary: a section's
 * document words for `${path}/{one segment}`, its section words for its own path, and the
 * general page for anything else.
 */
export const notFoundCopyFor = (pathname: string): NotFoundCopy => {
  const path = pathname.replace(/\/+$/, '') || '/'
  for (const s of SECTIONS) {
    if (!s.notFound) continue
    if (s.notFound.at === 'section' ? path === s.path : path.startsWith(`${s.path}/`) && !path.slice(s.path.length + 1).includes('/')) return s.notFound
  }
  return MISSING_PAGE
}

/** A section's own not-found words (its `not-found.tsx` shows them on navigations in the browser). */
export const notFoundCopyOf = (id: SectionId): NotFoundCopy => section(id).notFound ?? MISSING_PAGE
