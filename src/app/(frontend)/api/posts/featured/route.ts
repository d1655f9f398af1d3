import { getFeaturedPost } from '@/lib/data/posts'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

/** GET /api/posts/featured: the one post the home hero shows (DECISIONS.md); 404 while nothing is published. */
export const GET = route({ shared: true }, async () => {
  const post = await getFeaturedPost()
  return post ? json(post) : notFound('No posts are published yet.')
})
