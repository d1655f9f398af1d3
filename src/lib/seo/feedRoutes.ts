/**
 * The GET handlers of the feed routes (src/app/(frontend)/rss, atom.xml, feed.json, and the same
 * three under category/[slug]). Each route file declares its own caching, which Next reads there,
 * and hands over its way to the Payload instance (`payloadClient`), since nothing below the
 * routes loads the Payload config.
 */
import type { Payload } from 'payload'

import { getCategoryFeed, getFeed } from '@/lib/data/feed'
import type { FeedFormat } from './feeds'
import { feedResponse } from './renderFeed'

/** The whole site's feed in `format`. */
export const siteFeed = (format: FeedFormat, payload: () => Promise<Payload>) => async (): Promise<Response> =>
  feedResponse(format, await getFeed(await payload()))

/** A category's feed in `format`; an unknown category (or anything not shaped like a slug) is a 404. */
export const categoryFeed =
  (format: FeedFormat, payload: () => Promise<Payload>) =>
  async (_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> => {
    const feed = await getCategoryFeed(await payload(), (await params).slug)
    return feed ? feedResponse(format, feed) : new Response('Category not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
