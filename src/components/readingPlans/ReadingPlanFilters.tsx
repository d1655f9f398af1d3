'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'

import { FilterLink } from '@/components/filters/FilterLink'
import { useFilterNavigation } from '@/components/filters/FilterTransition'
import { focusRing } from '@/components/forms/styles'
import { DURATION_LENGTH_LABELS, DURATION_LENGTHS } from '@/collections/reading-plans/duration'
import { filterHref } from '@/lib/filterAddress'
import type { ReadingPlanFilters as Filters } from '@/lib/validation/readingPlanFilters'

/**
 * The reading plan list's filters: Theme, Topic and Duration in a
 * panel that opens and closes, each choice a link to the filtered address (so every one works
 * before JavaScript loads), and Clear all. The server renders the list they name.
 */
const BASE_PATH = '/reading-plans'

type Option = { value: string; label: string }

/** A value from the address that is not among the choices still shows, chosen (its list is empty). */
const withCurrent = (options: Option[], current: string | undefined): Option[] =>
  current && !options.some((o) => o.value === current) ? [...options, { value: current, label: current }] : options

function FilterGroup({ id, label, name, current, options, filters }: { id: string; label: string; name: keyof Filters; current?: string; options: Option[]; filters: Filters }) {
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id} className="text-sm font-semibold text-stone-800">
        {label}
      </p>
      {/* On phones each group scrolls sideways in one row, edge to edge. */}
      <ul className="scroll-row -mx-4 mt-2 flex gap-2 px-4 py-1 sm:mx-0 sm:flex-wrap sm:px-0">
        <li className="shrink-0">
          <FilterLink href={filterHref(BASE_PATH, filters, { [name]: undefined })} active={!current}>
            All
          </FilterLink>
        </li>
        {withCurrent(options, current).map((option) => (
          <li key={option.value} className="shrink-0">
            <FilterLink href={filterHref(BASE_PATH, filters, { [name]: option.value })} active={current === option.value}>
              {option.label}
            </FilterLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A link back to the unfiltered list, through the list's transition on a plain click. */
export function ClearFiltersLink({ className, children }: { className: string; children: ReactNode }) {
  const { go } = useFilterNavigation()
  return (
    <Link
      href={BASE_PATH}
      prefetch={false}
      scroll={false}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        go(BASE_PATH)
      }}
    >
      {children}
    </Link>
  )
}

export const clearLinkClass = `inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950 ${focusRing}`

type Props = { filters: Filters; themes: string[]; topics: string[] }

export function ReadingPlanFilterPanel({ filters, themes, topics }: Props) {
  const active = [filters.theme, filters.topic, filters.duration].filter(Boolean).length
  return (
    <details open className="group rounded-lg border border-stone-200 bg-white shadow-sm">
      <summary
        className={`flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2 font-semibold text-stone-900 hover:bg-stone-50 ${focusRing} [&::-webkit-details-marker]:hidden`}
      >
        <span className="flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M4 6h16M7 12h10M10 18h4" />
          </svg>
          Filters
          {active > 0 && <span className="rounded-full bg-amber-800 px-2 py-0.5 text-xs text-white">{active} active</span>}
        </span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 text-stone-500 transition group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <div className="space-y-4 border-t border-stone-200 px-4 py-4">
        <FilterGroup id="filter-theme" label="Theme" name="theme" current={filters.theme} filters={filters} options={themes.map((t) => ({ value: t, label: t }))} />
        <FilterGroup id="filter-topic" label="Topic" name="topic" current={filters.topic} filters={filters} options={topics.map((t) => ({ value: t, label: t }))} />
        <FilterGroup
          id="filter-duration"
          label="Duration"
          name="duration"
          current={filters.duration}
          filters={filters}
          options={DURATION_LENGTHS.map((length) => ({ value: length, label: DURATION_LENGTH_LABELS[length] }))}
        />
        {active > 0 && (
          <div className="border-t border-stone-200 pt-3">
            <ClearFiltersLink className={clearLinkClass}>Clear all</ClearFiltersLink>
          </div>
        )}
      </div>
    </details>
  )
}
