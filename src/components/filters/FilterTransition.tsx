'use client'

import { useRouter } from 'next/navigation'
import { createContext, useContext, useTransition, type ReactNode } from 'react'

import { CardSkeletons } from './CardSkeletons'

/**
 * Filtered lists keep their filters in the address (`/organizations?category=Academic`): the
 * server renders the filtered view, and a filter control only rewrites the address. This wraps
 * a list page's filters and results so that, while the new view loads, the results show their
 * placeholders (PendingResults) instead of stale cards. Each change is a history entry, so
 * back and forward step through the views a reader chose.
 */
type FilterNavigation = { pending: boolean; go: (href: string) => void }

const Context = createContext<FilterNavigation>({ pending: false, go: () => {} })

export function FilterTransition({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const go = (href: string) => startTransition(() => router.push(href, { scroll: false }))
  return <Context.Provider value={{ pending, go }}>{children}</Context.Provider>
}

export const useFilterNavigation = () => useContext(Context)

/**
 * The server-rendered results, or `skeletons` placeholder cards while a filter change loads.
 * The placeholders are drawn here in the browser, so no page carries them in its HTML.
 */
export function PendingResults({ skeletons = 6, children }: { skeletons?: number; children: ReactNode }) {
  const { pending } = useFilterNavigation()
  return (
    <div aria-busy={pending} aria-live="polite">
      {pending ? <CardSkeletons count={skeletons} /> : children}
    </div>
  )
}
