import { getPostBySlug } from '@/collections/posts/data'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { postDetailShape } from '@/lib/openapi/shapes'

export const GET = route<{ slug: string }>(
  {
    shared: true,
    api: {
      summary: 'One post with its content as sanitized HTML',
      tag: 'Posts',
      ok: { status: 200, schema: postDetailShape },
      answers: { 404: 'Post not found' },
    },
  },
  async ({ payload, params }) => {
    const post = await getPostBySlug(payload, params.slug)
    return post ? json(post) : notFound('Post not found')
  },
)
