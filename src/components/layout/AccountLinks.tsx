'use client'

import { useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { MouseEvent } from 'react'

import { toast } from '@/components/toast/toastStore'
import { apiRequest } from '@/lib/client/apiRequest'
import { USER_QUERY_KEY, useUser } from '@/lib/client/useUser'

const STYLES = {
  bar: {
    list: 'flex items-center gap-2',
    link: 'inline-block rounded-md px-3 py-2 text-center text-sm font-medium text-stone-800 hover:bg-stone-100',
    primary: 'inline-block rounded-md bg-stone-900 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-stone-700',
  },
  // The phone header's one link beside Search and Menu: Login, or Dashboard (the rest is in the menu).
  phone: {
    list: 'flex items-center',
    link: 'inline-block rounded-md px-2.5 py-2 text-center text-sm font-medium text-stone-800 hover:bg-stone-100',
    primary: '',
  },
  menu: {
    list: 'grid grid-cols-2 gap-2',
    link: 'block rounded-md border border-stone-300 px-3 py-2 text-center text-sm font-medium text-stone-800',
    primary: 'block rounded-md bg-stone-900 px-3 py-2 text-center text-sm font-semibold text-white',
  },
} as const

const focus = ' focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700'

/**
 * A link's label as wide as the wider of its two ("Dashboard"/"Login", "Logout"/"Sign up"), in
 * whatever font the reader's browser has: the swap once the session is known moves nothing
 * beside it. The other label takes the room unseen and unread.
 */
const Label = ({ shown, other }: { shown: string; other: string }) => (
  <span className="inline-grid justify-items-center">
    <span className="col-start-1 row-start-1">{shown}</span>
    <span className="invisible col-start-1 row-start-1" aria-hidden="true">
      {other}
    </span>
  </span>
)

/**
 * The header's per-visitor links. The cached pages are the same for everyone and carry Login and
 * Sign up in their HTML (what most visitors, crawlers and readers without JavaScript need); once
 * the session is known in the browser, a member's become Dashboard and Logout. Logout is a
 * plain link to GET /api/auth/logout (works without JavaScript); with JavaScript it signs out
 * through POST instead, so the cached user is cleared and a toast confirms it.
 */
export function AccountLinks({ variant }: { variant: keyof typeof STYLES }) {
  const { user } = useUser()
  const queryClient = useQueryClient()
  const router = useRouter()
  const s = STYLES[variant]

  const onLogout = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab) keeps the plain link's behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    try {
      await apiRequest('POST', '/api/auth/logout')
      // Member data (favorites, comments) must not outlive the session.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] })
      queryClient.setQueryData(USER_QUERY_KEY, null)
      toast({ title: 'Logged out' })
      router.push('/')
    } catch (error) {
      toast({ title: 'Logout failed', description: error instanceof Error ? error.message : String(error), variant: 'destructive' })
    }
  }

  return (
    <ul className={s.list}>
      {user ? (
        <>
          <li>
            <Link href="/dashboard" className={s.link + focus}>
              <Label shown="Dashboard" other="Login" />
            </Link>
          </li>
          {variant !== 'phone' && (
            <li>
              {/* A plain <a>: Next's <Link> would prefetch the logout URL and sign the member out. */}
              <a href="/api/auth/logout" onClick={onLogout} className={s.primary + focus}>
                <Label shown="Logout" other="Sign up" />
              </a>
            </li>
          )}
        </>
      ) : (
        <>
          <li>
            <Link href="/login" className={s.link + focus}>
              <Label shown="Login" other="Dashboard" />
            </Link>
          </li>
          {variant !== 'phone' && (
            <li>
              <Link href="/login?mode=register" className={s.primary + focus}>
                <Label shown="Sign up" other="Logout" />
              </Link>
            </li>
          )}
        </>
      )}
    </ul>
  )
}
