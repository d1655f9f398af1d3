'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'

import { useFilterNavigation } from './FilterTransition'

/** The pill look of a filter choice, for links and buttons alike (classes in globals.css). */
export const filterPillClass = (active: boolean) => (active ? 'pill pill-on' : 'pill')

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
