import { countPostView } from '@/collections/posts/views'
import { notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { LIMITS } from '@/lib/rateLimit/policies'

/**
 * Sent by the post page's ViewBeacon once per page load; anyone may count a view, no session
 * needed. A view counts once per visitor (client address) and post in half an hour, so
 * reloading, or a script repeating the beacon, does not move "Most Popular".
 */
export const POST = route<{ slug: string }>(
  {
    rateLimit: LIMITS.view,
    api: {
      summary: 'Count one view of a published post (no session needed)',
      tag: 'Posts',
      ok: { status: 204, description: 'Counted' },
      answers: { 404: 'Post not found' },
    },
  },
  async ({ payload, params, address }) => {
    const counted = await countPostView(payload, params.slug, address)
    return counted === 'missing' ? notFound('Post not found') : new Response(null, { status: 204 })
  },
)
