'use client'

import type { ReactNode } from 'react'

import { FilterSearchBox } from '@/components/filters/FilterSearchBox'
import { FilterLink, filterPillClass } from '@/components/filters/FilterLink'
import { useFilterNavigation } from '@/components/filters/FilterTransition'
import { focusRing, secondaryButtonClass } from '@/components/forms/styles'
import { filterHref } from '@/lib/filterAddress'
import type { OrganizationFilters } from '@/lib/validation/organizationFilters'

/**
 * The organization list's filter controls: search text, one
 * category and one active tag combine; choosing the active tag again clears it; Clear Filters
 * resets all three. Every control only rewrites the address (the server renders the view),
 * and each works before JavaScript loads: the tabs are links, the buttons sit in GET forms
 * that carry the resulting filters.
 */
const BASE_PATH = '/organizations'

type Changes = Partial<Record<keyof OrganizationFilters, string | undefined>>

const NO_FILTERS: Changes = { q: undefined, category: undefined, tag: undefined }

/** A button applying `changes`; without JavaScript its form sends the resulting filters. */
function FilterButton({
  current,
  changes,
  className,
  pressed,
  disabled,
  children,
}: {
  current: OrganizationFilters
  changes: Changes
  className: string
  pressed?: boolean
  disabled?: boolean
  children: ReactNode
}) {
  const { go } = useFilterNavigation()
  const href = filterHref(BASE_PATH, current, changes)
  const params = [...new URLSearchParams(href.slice(BASE_PATH.length))]
  return (
    <form
      action={BASE_PATH}
      method="get"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault()
        go(href)
      }}
    >
      {params.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" aria-pressed={pressed} disabled={disabled} className={className}>
        {children}
      </button>
    </form>
  )
}

type BarProps = {
  current: OrganizationFilters
  /** The categories in use, in the site settings' order. */
  categories: string[]
}

/** Search, Clear Filters, the category tabs and the active tag, above the cards. */
export function OrganizationFilterBar({ current, categories }: BarProps) {
  const anySet = Boolean(current.q || current.category || current.tag)
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex-1">
          <FilterSearchBox basePath={BASE_PATH} current={current} label="Search organizations" placeholder="Search by name, summary or tag..." />
        </div>
        <FilterButton current={current} changes={NO_FILTERS} disabled={!anySet} className={secondaryButtonClass}>
          Clear Filters
        </FilterButton>
      </div>

      <nav aria-label="Categories">
        {/* On phones the tabs scroll sideways in one row, edge to edge. */}
        <ul className="scroll-row -mx-4 flex gap-2 px-4 py-1 sm:mx-0 sm:flex-wrap sm:px-0">
          <li className="shrink-0">
            <FilterLink href={filterHref(BASE_PATH, current, { category: undefined })} active={!current.category}>
              All
            </FilterLink>
          </li>
          {categories.map((category) => (
            <li key={category} className="shrink-0">
              <FilterLink href={filterHref(BASE_PATH, current, { category })} active={current.category === category}>
                {category}
              </FilterLink>
            </li>
          ))}
        </ul>
      </nav>

      {current.tag && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <span>Tag:</span>
          <FilterButton
            current={current}
            changes={{ tag: undefined }}
            className={`inline-flex min-h-10 items-center gap-2 rounded-full bg-amber-100 px-4 font-semibold text-amber-900 hover:bg-amber-200 ${focusRing}`}
          >
            {current.tag}
            <span aria-hidden="true">×</span>
            <span className="sr-only">(remove tag filter)</span>
          </FilterButton>
        </div>
      )}
    </div>
  )
}

/** Every tag as a toggle: choosing one filters by it, choosing the active one again clears it. */
export function BrowseByTag({ current, tags }: { current: OrganizationFilters; tags: string[] }) {
  if (tags.length === 0) return null
  return (
    <section aria-labelledby="browse-by-tag">
      <h2 id="browse-by-tag" className="font-serif text-xl font-bold text-stone-900">
        Browse by Tag
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => {
          const active = current.tag === tag
          return (
            <li key={tag}>
              <FilterButton current={current} changes={{ tag: active ? undefined : tag }} pressed={active} className={filterPillClass(active)}>
                {tag}
              </FilterButton>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
