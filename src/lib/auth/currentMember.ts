import { headers } from 'next/headers'
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
export const currentMember = cache(async (): Promise<User | null> => {
  // The URL is only a frame for the headers: sessionUser reads the cookie and fetch metadata.
  return sessionUser(new Request(`${serverUrl()}/`, { headers: await headers() }))
})
