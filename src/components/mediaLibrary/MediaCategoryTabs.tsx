'use client'

import Link from 'next/link'
import type { MouseEvent } from 'react'

import { useFilterNavigation } from '@/components/filters/FilterTransition'
import { focusRing } from '@/components/forms/styles'
import type { MediaFilters } from '@/lib/validation/mediaFilters'
import { filterHref } from '@/lib/validation/filters'
import { MEDIA_CATEGORIES } from '@/lib/vocabularies/categories'

const TABS = [{ label: 'All', category: undefined }, ...MEDIA_CATEGORIES.map((category) => ({ label: category, category }))]

const tab = `inline-flex min-h-10 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap ${focusRing}`
const idle = `${tab} border-stone-300 bg-white text-stone-800 hover:bg-stone-100`
const active = `${tab} border-amber-800 bg-amber-800 text-white`

/** A plain click follows the filter inside the list's transition; a new-tab click is left to the browser. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The category tabs: links to the same list with `category` set (or cleared by "All"), so they
 * work before JavaScript; with it, the change runs in the list's transition. On phones the row
 * scrolls sideways instead of wrapping.
 */
export function MediaCategoryTabs({ current }: { current: MediaFilters }) {
  const { go } = useFilterNavigation()
  return (
    <nav aria-label="Media categories" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 py-1">
        {TABS.map(({ label, category }) => {
          const href = filterHref('/media', current, { category })
          const isActive = current.category === category
          return (
            <li key={label}>
              <Link
                href={href}
                scroll={false}
                aria-current={isActive ? 'page' : undefined}
                className={isActive ? active : idle}
                onClick={(event) => {
                  if (!plainClick(event)) return
                  event.preventDefault()
                  if (!isActive) go(href)
                }}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
