import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { userIsStaff } from '@/access/roles'
import { payloadClient } from '@/lib/payload'
import type { User } from '@/payload-types'

/**
 * The staff member previewing drafts on this request, or null for everyone else. Draft mode
 * alone is not enough: its cookie outlives a sign-out, and the signed-in user is checked on
 * every request, so a visitor or member who holds the cookie still reads only what is
 * published. Without draft mode nothing request-specific is read, so pages stay in the cache.
 * Once per render (the metadata and the page share it).
 */
export const previewViewer = cache(async (): Promise<User | null> => {
  if (!(await draftMode()).isEnabled) return null
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user?.collection === 'users' && userIsStaff(user) ? (user as User) : null
})

/**
 * A page's read of one document: the published one through the site's cache for everyone,
 * the latest draft (never cached) for a staff member in draft mode. Once per render.
 */
export const publishedOrPreview = <R>(published: (slug: string) => Promise<R>, preview: (viewer: User, slug: string) => Promise<R>) =>
  cache(async (slug: string): Promise<R> => {
    const viewer = await previewViewer()
    return viewer ? preview(viewer, slug) : published(slug)
  })
