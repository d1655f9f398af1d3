import { getPostBySlug } from '@/lib/data/posts'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route<{ slug: string }>({ shared: true }, async ({ params }) => {
  const post = await getPostBySlug(params.slug)
  return post ? json(post) : notFound('Post not found')
})
