'use client'

import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

import { hasSignedInHint } from '@/lib/auth/signedInHint'
import { getOrNullOn401 } from './apiRequest'

export type SessionUser = { id: number; email: string; firstName: string | null; lastName: string | null; createdAt: string }

export const USER_QUERY_KEY = ['/api/auth/user'] as const

let lastRead: boolean | null = null

/**
 * Whether this browser holds the signed-in hint; read when asked, since sign-in and sign-out
 * change it. Reading `document.cookie` asks the browser's process each time, and a render asks
 * several times per component (its store check, the query's `enabled`): one read serves them
 * all until the current task's code has run.
 */
const signedInHint = () => {
  if (typeof document === 'undefined') return false
  if (lastRead === null) {
    lastRead = hasSignedInHint(document.cookie)
    queueMicrotask(() => {
      lastRead = null
    })
  }
  return lastRead
}
/** Nothing announces a cookie change: each render (and each refetch) reads it again. */
const noSubscription = () => () => {}
/** Unknown on the server and while hydrating, so the page's HTML is the same for everyone. */
const unknownOnServer = () => null

/**
 * The signed-in member, or null; loaded on the client so cached pages stay the same for everyone.
 * A browser without the signed-in hint (src/lib/auth/signedInHint.ts) has no session: it asks
 * nothing, and is a visitor as soon as the page has hydrated. `enabled` is a function so a
 * sign-in's refetch (invalidateQueries) sees the hint its answer has just set.
 */
export const useUser = () => {
  const hinted = useSyncExternalStore(noSubscription, signedInHint, unknownOnServer)
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: () => getOrNullOn401<SessionUser>('/api/auth/user'),
    enabled: signedInHint,
  })
  // Without the hint the query is off and keeps its last answer: a sign-out in another tab must
  // still make this one a visitor.
  return { user: hinted ? (query.data ?? null) : null, isLoading: hinted === null || (hinted && query.isLoading) }
}
