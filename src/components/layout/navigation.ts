/**
 * What the header links to (SPEC §2 "Navigation"), decided in one place for the desktop bar and
 * the mobile menu. Links of a feature that is switched off are left out (DECISIONS.md).
 */
import type { Category } from '@/lib/data/categories'
import type { FeatureName } from '@/lib/data/site'

export type NavLink = { href: string; label: string }
export type NavGroup = { id: string; label: string; links: NavLink[] }
export type Navigation = {
  /** Links before the two dropdowns. */
  lead: NavLink[]
  /** The two dropdown menus: the seven topics, then the discernment areas. */
  groups: NavGroup[]
  /** Links after the dropdowns. */
  trail: NavLink[]
  search: boolean
  donate: boolean
}

const when = (on: boolean, link: NavLink): NavLink[] => (on ? [link] : [])

export const buildNavigation = (features: Record<FeatureName, boolean>, categories: Category[]): Navigation => ({
  lead: [
    { href: '/', label: 'Home' },
    { href: '/blog', label: 'Blog' },
  ],
  groups: [
    {
      id: 'categories',
      label: 'Categories',
      links: categories.map((c) => ({ href: `/category/${c.slug}`, label: c.name })),
    },
    {
      id: 'discernment',
      label: 'Discernment',
      links: [
        ...when(features.organizationAnalysis, { href: '/organizations', label: 'Organizations' }),
        { href: '/music-analysis', label: 'Music Analysis' },
        ...when(features.lyricsAnalysis, { href: '/lyrics-analysis', label: 'Lyrics Analysis' }),
        { href: '/media', label: 'Media Library' },
        { href: '/playlists', label: 'Playlists' },
        { href: '/podcast', label: 'Podcast' },
        { href: '/submit-music-analysis', label: 'Suggest a Song' },
        { href: '/submit-media', label: 'Submit Media' },
      ],
    },
  ],
  trail: [
    ...when(features.readingClub, { href: '/reading-club', label: 'Reading Club' }),
    { href: '/reading-plans', label: 'Reading Plans' },
    { href: '/about', label: 'About' },
    { href: '/contact', label: 'Contact' },
  ],
  search: features.search,
  donate: features.donations,
})
