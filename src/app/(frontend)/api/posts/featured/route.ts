import { getFeaturedPost } from '@/collections/posts/data'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { postShape } from '@/lib/openapi/shapes'

/** GET /api/posts/featured: the one post the home hero shows (DECISIONS.md); 404 while nothing is published. */
export const GET = route(
  {
    shared: true,
    api: {
      summary: 'The home hero: the newest featured post, else the newest post',
      tag: 'Posts',
      ok: { status: 200, schema: postShape },
      answers: { 404: 'No posts published yet' },
    },
  },
  async ({ payload }) => {
    const post = await getFeaturedPost(payload)
    return post ? json(post) : notFound('No posts are published yet.')
  },
)
