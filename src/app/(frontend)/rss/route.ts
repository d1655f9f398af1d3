import { getFeed } from '@/lib/data/feed'
import { renderRss } from '@/lib/seo/rss'

// Built once and kept like the pages: the publish hooks' revalidatePath('/', 'layout') tags
// every route under the root layout, this one included, so a publish rebuilds it.
export const dynamic = 'force-static'

export const GET = async () =>
  new Response(renderRss(await getFeed()), { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } })
