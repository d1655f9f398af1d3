'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'

import { focusRing } from '@/components/forms/styles'
import { useFilterNavigation } from './FilterTransition'

const pill = `inline-flex min-h-10 shrink-0 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium ${focusRing}`
const pillOff = `${pill} border-stone-300 bg-white text-stone-800 hover:bg-stone-100`
const pillOn = `${pill} border-amber-800 bg-amber-800 text-white hover:bg-amber-900`

/** The pill look of a filter choice, for links and buttons alike. */
export const filterPillClass = (active: boolean) => (active ? pillOn : pillOff)

/** A click meant for a new tab or window stays the browser's. */
const plainClick = (event: React.MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * One choice of a filter (a tab, a genre, a verdict) as a pill. It is a real link to the
 * filtered address, so it works before JavaScript loads and opens in a new tab; a plain click
 * goes through the list's transition, so the results show their placeholders while the new view
 * loads. Not prefetched: each filtered view is rendered per request, and a row of them in view
 * would ask for all.
 */
export function FilterLink({ href, active, children }: { href: string; active: boolean; children: ReactNode }) {
  const { go } = useFilterNavigation()
  return (
    <Link
      href={href}
      prefetch={false}
      scroll={false}
      aria-current={active ? 'page' : undefined}
      className={filterPillClass(active)}
      onClick={(event) => {
        if (!plainClick(event)) return
        event.preventDefault()
        if (!active) go(href)
      }}
    >
      {children}
    </Link>
  )
}
