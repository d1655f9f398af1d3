'use client'

import { FilterLink } from '@/components/filters/FilterLink'
import type { MediaFilters } from '@/lib/validation/mediaFilters'
import { filterHref } from '@/lib/filterAddress'
import { MEDIA_CATEGORIES } from '@/lib/vocabularies/categories'

const TABS = [{ label: 'All', category: undefined }, ...MEDIA_CATEGORIES.map((category) => ({ label: category, category }))]

/**
 * The category tabs: links to the same list with `category` set (or cleared by "All"), so they
 * work before JavaScript; with it, the change runs in the list's transition. On phones the row
 * scrolls sideways instead of wrapping.
 */
export function MediaCategoryTabs({ current }: { current: MediaFilters }) {
  return (
    <nav aria-label="Media categories" className="scroll-row -mx-4 px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 py-1">
        {TABS.map(({ label, category }) => (
          <li key={label}>
            <FilterLink href={filterHref('/media', current, { category })} active={current.category === category}>
              {label}
            </FilterLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
