import { getPodcastFeed } from '@/collections/podcast-episodes/data'
import { renderPodcastFeed, RSS_TYPE } from '@/collections/podcast-episodes/feed'
import { payloadClient } from '@/lib/payload'

// Built once and kept like the pages; a publish rebuilds it (as /rss). A query string does not
// reach a static route: `/podcast/feed.xml?anything` is the same cached answer.
export const dynamic = 'force-static'

export const GET = async (): Promise<Response> =>
  new Response(renderPodcastFeed(await getPodcastFeed(await payloadClient())), { headers: { 'content-type': `${RSS_TYPE}; charset=utf-8` } })
