import { countPostView } from '@/lib/data/postViews'
import { checkOrigin } from '@/lib/http/origin'
import { notFound } from '@/lib/http/responses'
import { params, route } from '@/lib/http/route'

type Context = { params: Promise<{ slug: string }> }

/** Sent by the post page's ViewBeacon once per page load; anyone may count a view, no session needed. */
export const POST = route(async (req, context: Context) => {
  const refused = checkOrigin(req)
  if (refused) return refused
  const counted = await countPostView((await params(context)).slug)
  return counted ? new Response(null, { status: 204 }) : notFound('Post not found')
})
