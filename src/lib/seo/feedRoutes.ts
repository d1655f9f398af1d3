/**
 * The GET handlers of the feed routes (src/app/(frontend)/rss, atom.xml, feed.json, and the same
 * three under category/[slug]). Each route file declares its own caching, which Next reads there.
 */
import { getCategoryFeed, getFeed } from '@/lib/data/feed'
import type { FeedFormat } from './feeds'
import { feedResponse } from './renderFeed'

/** The whole site's feed in `format`. */
export const siteFeed = (format: FeedFormat) => async (): Promise<Response> => feedResponse(format, await getFeed())

/** A category's feed in `format`; an unknown category (or anything not shaped like a slug) is a 404. */
export const categoryFeed =
  (format: FeedFormat) =>
  async (_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> => {
    const feed = await getCategoryFeed((await params).slug)
    return feed ? feedResponse(format, feed) : new Response('Category not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
