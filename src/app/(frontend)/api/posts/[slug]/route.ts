import { getPostBySlug } from '@/lib/data/cached'
import { json, notFound } from '@/lib/http/responses'
import { params, route } from '@/lib/http/route'

type Context = { params: Promise<{ slug: string }> }

export const GET = route(async (_req, context: Context) => {
  const post = await getPostBySlug((await params(context)).slug)
  return post ? json(post) : notFound('Post not found')
})
