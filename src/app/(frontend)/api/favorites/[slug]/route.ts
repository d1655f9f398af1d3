import { requireUser } from '@/lib/auth/session'
import { isSaved, removeFavorite, saveFavorite } from '@/lib/data/favorites'
import { checkOrigin } from '@/lib/http/origin'
import { json, notFound } from '@/lib/http/responses'
import { params, route } from '@/lib/http/route'

type Context = { params: Promise<{ slug: string }> }

export const GET = route(async (req, context: Context) => {
  const auth = await requireUser(req)
  if (!auth.ok) return auth.response
  const saved = await isSaved(auth.user, (await params(context)).slug)
  return saved === null ? notFound('Post not found') : json({ saved })
})

/** Saving an already saved post is not an error: 200 instead of 201, same body. */
export const POST = route(async (req, context: Context) => {
  const refused = checkOrigin(req)
  if (refused) return refused
  const auth = await requireUser(req)
  if (!auth.ok) return auth.response
  const result = await saveFavorite(auth.user, (await params(context)).slug)
  if (!result) return notFound('Post not found')
  return json({ saved: true }, { status: result.created ? 201 : 200 })
})

export const DELETE = route(async (req, context: Context) => {
  const refused = checkOrigin(req)
  if (refused) return refused
  const auth = await requireUser(req)
  if (!auth.ok) return auth.response
  const removed = await removeFavorite(auth.user, (await params(context)).slug)
  return removed ? json({ saved: false }) : notFound('Post not found')
})
