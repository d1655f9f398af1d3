/**
 * The site's feeds: one set for the whole site and one per category, each in three formats at
 * the same three names under the page it follows. `/rss`, `/atom.xml`, `/feed.json` follow the
 * home page; `/category/{slug}/rss`, `/category/{slug}/atom.xml`, `/category/{slug}/feed.json`
 * follow that category's page.
 */
import { absoluteUrl } from './urls'

export const FEED_FORMATS = {
  rss: { file: 'rss', type: 'application/rss+xml' },
  atom: { file: 'atom.xml', type: 'application/atom+xml' },
  json: { file: 'feed.json', type: 'application/feed+json' },
} as const

export type FeedFormat = keyof typeof FEED_FORMATS

/** The site path of the feed in `format` that follows the page at `page` ("/" or "/category/grace"). */
export const feedPath = (format: FeedFormat, page = '/'): string => `${page === '/' ? '' : page}/${FEED_FORMATS[format].file}`

/** A feed a page announces: the page it follows and the name readers' apps show for it. */
export type FeedLink = { page: string; title: string }

/** The name of a feed of part of the site (a category's): "Testimonies · Renewed Mind". */
export const partFeedTitle = (part: string, siteTitle: string): string => `${part} · ${siteTitle}`

/**
 * Next's `alternates.types` for the feeds a page announces in its <head> (the site's on every
 * page, a category's on its own page too), so feed readers find them from any address.
 */
export const feedAlternates = (feeds: FeedLink[]): Record<string, { url: string; title: string }[]> =>
  Object.fromEntries(
    Object.entries(FEED_FORMATS).map(([format, { type }]) => [
      type,
      feeds.map((feed) => ({ url: absoluteUrl(feedPath(format as FeedFormat, feed.page)), title: feed.title })),
    ]),
  )
