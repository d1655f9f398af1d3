'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'

import { focusRing } from '@/components/forms/styles'
import { useFilterNavigation } from '@/components/filters/FilterTransition'

type Props = { href: string; active: boolean; children: ReactNode }

/**
 * One choice of a filter row (a genre, a verdict). It is a real link, so it works before
 * JavaScript loads and opens in a new tab; a plain click goes through the list's transition,
 * so the results show their placeholders while the new view loads. Not prefetched: each
 * filtered view is rendered per request, and a row of them in view would ask for all.
 */
export function MusicFilterLink({ href, active, children }: Props) {
  const { go } = useFilterNavigation()
  return (
    <Link
      href={href}
      prefetch={false}
      scroll={false}
      aria-current={active ? 'true' : undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        go(href)
      }}
      className={`inline-flex min-h-10 shrink-0 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium ${focusRing} ${
        active ? 'border-amber-800 bg-amber-800 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
      }`}
    >
      {children}
    </Link>
  )
}
