import { draftMode, headers } from 'next/headers'
import type { Payload } from 'payload'
import { cache } from 'react'

import { userIsStaff } from '@/access/roles'
import type { User } from '@/payload-types'

/**
 * The staff member previewing drafts on this request, or null for everyone else. Draft mode
 * alone is not enough: its cookie outlives a sign-out, and the signed-in user is checked on
 * every request, so a visitor or member who holds the cookie still reads only what is
 * published. Without draft mode nothing request-specific is read, so pages stay in the cache.
 * Once per render (the metadata and the page share it).
 */
export const previewViewer = cache(async (payload: Payload): Promise<User | null> => {
  if (!(await draftMode()).isEnabled) return null
  const { user } = await payload.auth({ headers: await headers() })
  return user?.collection === 'users' && userIsStaff(user) ? (user as User) : null
})

/**
 * A page's read of one document: the published one through the site's cache for everyone,
 * the latest draft (never cached) for a staff member in draft mode. Once per render.
 */
export const publishedOrPreview = <R>(
  published: (payload: Payload, slug: string) => Promise<R>,
  preview: (payload: Payload, viewer: User, slug: string) => Promise<R>,
) =>
  cache(async (payload: Payload, slug: string): Promise<R> => {
    const viewer = await previewViewer(payload)
    return viewer ? preview(payload, viewer, slug) : published(payload, slug)
  })
