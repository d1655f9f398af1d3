/**
 * The site's sections in one registry: where each lives, what links call it, which feature
 * flag switches it off, where it is linked from, and which collection's documents have pages
 * under it. Navigation, footer, sitemap, search results, the pages' feature checks and the API
 * description all read this list, so a new screen is one entry here.
 */
import type { FeatureName } from '@/lib/data/site'

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
  /** The collection whose published documents each have a page at `${path}/{slug}`. */
  collection?: 'organizations' | 'music-analyses' | 'lyrics-analyses' | 'media-items' | 'playlists' | 'reading-plans' | 'books'
  /** Only members can use it: not listed for search engines. */
  members?: true
  /** Its pages are not built yet: linked as the spec asks, but kept out of the sitemap. */
  upcoming?: true
}

export const SECTIONS: readonly Section[] = [
  { id: 'home', path: '/', label: 'Home', links: ['lead'] },
  { id: 'blog', path: '/blog', label: 'Blog', links: ['lead'] },
  { id: 'organizations', path: '/organizations', label: 'Organizations', feature: 'organizationAnalysis', links: ['discernment'], collection: 'organizations' },
  { id: 'music-analysis', path: '/music-analysis', label: 'Music Analysis', links: ['discernment'], collection: 'music-analyses' },
  { id: 'lyrics-analysis', path: '/lyrics-analysis', label: 'Lyrics Analysis', feature: 'lyricsAnalysis', links: ['discernment', 'footer'], collection: 'lyrics-analyses' },
  { id: 'media', path: '/media', label: 'Media Library', links: ['discernment'], collection: 'media-items' },
  { id: 'playlists', path: '/playlists', label: 'Playlists', links: ['discernment'], collection: 'playlists' },
  { id: 'podcast', path: '/podcast', label: 'Podcast', links: ['discernment'] },
  { id: 'submit-music-analysis', path: '/submit-music-analysis', label: 'Suggest a Song', links: ['discernment'], members: true },
  { id: 'submit-media', path: '/submit-media', label: 'Submit Media', links: ['discernment'], members: true },
  { id: 'reading-club', path: '/reading-club', label: 'Reading Club', feature: 'readingClub', links: ['trail'], collection: 'books' },
  { id: 'reading-plans', path: '/reading-plans', label: 'Reading Plans', links: ['trail'], collection: 'reading-plans' },
  { id: 'submit-book', path: '/submit-book', label: 'Suggest a Book', feature: 'readingClub' },
  { id: 'about', path: '/about', label: 'About', links: ['trail'] },
  { id: 'contact', path: '/contact', label: 'Contact', links: ['trail'] },
  { id: 'donate', path: '/donate', label: 'Donate', feature: 'donations' },
  { id: 'resources', path: '/resources', label: 'Resources', links: ['footer'] },
  { id: 'rss', path: '/rss', label: 'RSS Feed', links: ['footer'] },
  { id: 'disclaimer', path: '/disclaimer', label: 'Disclaimer', links: ['footer'] },
  { id: 'privacy', path: '/privacy', label: 'Privacy Policy', links: ['footer'] },
  { id: 'terms', path: '/terms', label: 'Terms of Service', links: ['footer'] },
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
