/**
 * What the header links to, decided in one place for the desktop bar and
 * the mobile menu. Links of a feature that is switched off are left out (DECISIONS.md).
 */
import type { Category } from '@/collections/categories/data'
import type { FeatureName } from '@/lib/features'
import type { DonateLink } from '@/collections/donations/links'
import { linksOf } from '@/lib/sections'
import { addressOf } from '@/collections/addresses'

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
  /** The Donate button: /donate, or the Ko-fi / Buy Me A Coffee page itself; null while donations are off. */
  donate: DonateLink | null
}

export const buildNavigation = (
  features: Record<FeatureName, boolean>,
  categories: Category[],
  donate: DonateLink = { href: '/donate', external: false },
): Navigation => ({
  lead: linksOf('lead', features),
  groups: [
    {
      id: 'categories',
      label: 'Categories',
      links: categories.map((c) => ({ href: addressOf('categories', c.slug), label: c.name })),
    },
    { id: 'discernment', label: 'Discernment', links: linksOf('discernment', features) },
  ],
  trail: linksOf('trail', features),
  search: features.search,
  donate: features.donations ? donate : null,
})
