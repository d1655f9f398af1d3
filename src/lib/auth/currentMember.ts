import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { Payload } from 'payload'
import { cache } from 'react'

import { serverUrl } from '@/lib/serverUrl'
import type { User } from '@/payload-types'
import { sessionUser } from './session'

/**
 * The signed-in user for a server component (a member-only page), or null: the same session
 * rule the API routes apply (`sessionUser`), read from the page request's headers. Decided once
 * per render, so a page and the components inside it share one look-up. Reading the headers
 * makes the page dynamic (rendered per request), which a page that differs per user must be.
 *
 * Payload accepts the session cookie of a same-site request or a typed-in address; a page
 * opened from a link on another site is read as signed out (its cross-site marker), and the
 * page's Sign In link then brings the member straight back.
 */
export const currentMember = cache(async (payload: Payload): Promise<User | null> => {
  // The URL is only a frame for the headers: sessionUser reads the cookie and fetch metadata.
  return sessionUser(payload, new Request(`${serverUrl()}/`, { headers: await headers() }))
})

/** Where a visitor asking for a member-only `path` is sent: sign in, then come back. */
export const signInPath = (path: string): string => `/login?next=${encodeURIComponent(path)}`

/**
 * The member for a member-only page (/dashboard, /favorites, /account); a visitor is redirected
 * to sign in (HTTP 307, before any of the page is sent) and returns to `path` afterwards.
 */
export const memberOrSignIn = async (payload: Payload, path: string): Promise<User> => {
  const user = await currentMember(payload)
  if (!user) redirect(signInPath(path))
  return user
}
