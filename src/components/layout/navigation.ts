/**
 * What the header links to, decided in one place for the desktop bar and
 * the mobile menu. Links of a feature that is switched off are left out (DECISIONS.md).
 */
import type { Category } from '@/collections/categories/data'
import type { FeatureName } from '@/lib/features'
import type { DonateLink } from '@/collections/donations/links'
import { listLinkPrefetch } from '@/lib/filteredLists'
import { linksOf } from '@/lib/sections'
import { addressOf } from '@/collections/addresses'

/**
 * `prefetch` is false for a filtered list's plain page (listLinkPrefetch), decided here on the
 * server so that the menus in the browser need not carry the list of sections to know it.
 */
export type NavLink = { href: string; label: string; prefetch?: false }
export type NavGroup = { id: string; label: string; links: NavLink[] }
export type Navigation = {
  /** Links before the two dropdowns. */
  lead: NavLink[]
  /** The two dropdown menus: the seven topics, then the discernment areas. */
  groups: NavGroup[]
  /** Links after the dropdowns. */
  trail: NavLink[]
  search: boolean
  /** The Donate button: /donate, or the Ko-fi / Buy Me A Coffee page itself; null while donations are off. */
  donate: DonateLink | null
}

const withPrefetch = (links: { href: string; label: string }[]): NavLink[] =>
  links.map((link) => (listLinkPrefetch(link.href) === false ? { ...link, prefetch: false } : link))

export const buildNavigation = (
  features: Record<FeatureName, boolean>,
  categories: Category[],
  donate: DonateLink = { href: '/donate', external: false },
): Navigation => ({
  lead: withPrefetch(linksOf('lead', features)),
  groups: [
    {
      id: 'categories',
      label: 'Categories',
      links: categories.map((c) => ({ href: addressOf('categories', c.slug), label: c.name })),
    },
    { id: 'discernment', label: 'Discernment', links: withPrefetch(linksOf('discernment', features)) },
  ],
  trail: withPrefetch(linksOf('trail', features)),
  search: features.search,
  donate: features.donations ? donate : null,
})
