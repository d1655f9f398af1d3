import { isSaved, removeFavorite, saveFavorite } from '@/collections/favorites/data'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { savedShape } from '@/lib/openapi/shapes'

type Params = { slug: string }

export const GET = route<Params, undefined, true>(
  {
    member: true,
    api: {
      summary: 'Whether the member saved this post',
      tag: 'Favorites',
      ok: { status: 200, schema: savedShape },
      answers: { 404: 'Post not found' },
    },
  },
  async ({ payload, params, user }) => {
    const saved = await isSaved(payload, user, params.slug)
    return saved === null ? notFound('Post not found') : json({ saved })
  },
)

/** Saving an already saved post is not an error: 200 instead of 201, same body. */
export const POST = route<Params, undefined, true>(
  {
    member: true,
    api: {
      summary: 'Save a post (201 the first time, then 200)',
      tag: 'Favorites',
      ok: { status: 201, schema: savedShape },
      alsoOk: 200,
      answers: { 404: 'Post not found' },
    },
  },
  async ({ payload, params, user }) => {
    const result = await saveFavorite(payload, user, params.slug)
    if (!result) return notFound('Post not found')
    return json({ saved: true }, { status: result.created ? 201 : 200 })
  },
)

export const DELETE = route<Params, undefined, true>(
  {
    member: true,
    api: {
      summary: 'Remove a saved post (idempotent)',
      tag: 'Favorites',
      ok: { status: 200, schema: savedShape },
      answers: { 404: 'Post not found' },
    },
  },
  async ({ payload, params, user }) => {
    const removed = await removeFavorite(payload, user, params.slug)
    return removed ? json({ saved: false }) : notFound('Post not found')
  },
)
