/**
 * A feed written by the `feed` library as RSS 2.0 (with the content module and an atom:self
 * link), Atom 1.0 or JSON Feed 1.1. Every item carries the post's full HTML, with the cover
 * first and links made absolute, since readers show it away from the site.
 */
import { Feed as FeedWriter, type Category, type Item } from 'feed'

import type { Feed, FeedItem } from '@/lib/data/feed'
import { FEED_FORMATS, feedPath, type FeedFormat } from './feeds'
import { absoluteUrl } from './urls'
import { xml } from './xmlText'
import { addressOf } from '@/collections/addresses'
import { escapeHtml } from '@/lib/html/escape'

// Kept here too for the podcast feed, which imports it beside absoluteLinks.
export { escapeHtml }

/** Feed readers show the HTML away from the site: site-relative links and images need its origin. */
export const absoluteLinks = (html: string): string =>
  html
    .replace(/(\s(?:src|href|poster)=["'])\/(?!\/)/gi, (_, attr: string) => `${attr}${absoluteUrl('/')}`)
    .replace(/(\ssrcset=["'])([^"']*)/gi, (_, attr: string, list: string) =>
      attr + list.replace(/(^|,\s*)\/(?!\/)/g, (__, sep: string) => `${sep}${absoluteUrl('/')}`),
    )

/** The post as a reader's app shows it: the cover, then the whole text. */
const itemHtml = (item: FeedItem): string => {
  const cover = item.cover
    ? `<p><img src="${escapeHtml(absoluteUrl(item.cover.url))}" alt="${escapeHtml(item.cover.alt)}" width="${item.cover.width}" height="${item.cover.height}"></p>`
    : ''
  return cover + absoluteLinks(item.content)
}

/** One post in the library's terms, its texts prepared for `format`. */
const toItem = (item: FeedItem, format: FeedFormat): Item => {
  const link = absoluteUrl(addressOf('posts', item.slug))
  const names = [item.category, ...item.tags].filter(Boolean)
  const common = { link, date: new Date(item.updatedAt), published: new Date(item.date) }
  if (format === 'json') {
    const image = item.cover ? absoluteUrl(item.cover.url) : undefined
    return { ...common, id: link, title: item.title, description: item.summary, content: itemHtml(item), image, category: names.map((name) => ({ name })) }
  }
  if (format === 'atom') {
    // Atom's title and summary are declared HTML: the plain texts are escaped as such.
    const category: Category[] = names.map((name) => ({ name: xml.attribute(name), term: xml.attribute(name) }))
    return { ...common, title: xml.cdata(escapeHtml(item.title)), description: xml.cdata(escapeHtml(item.summary)), content: xml.cdata(itemHtml(item)), category }
  }
  // RSS: no id, so the library makes the link the permanent guid.
  return { ...common, title: xml.cdata(item.title), description: xml.cdata(item.summary), content: xml.cdata(itemHtml(item)), category: names.map((name) => ({ name: xml.text(name) })) }
}

export const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1'

/** The feed as the text of `format`. `builtAt` is the feed's own date (RSS lastBuildDate, Atom updated). */
export const renderFeed = (format: FeedFormat, feed: Feed, builtAt = new Date()): string => {
  const page = feed.page ?? '/'
  const home = absoluteUrl(page)
  const text = format === 'json' ? (value: string) => value : xml.text
  const writer = new FeedWriter({
    id: home,
    title: text(feed.title),
    description: text(feed.description || feed.title),
    link: home,
    language: 'en-us',
    updated: builtAt,
    copyright: feed.copyright ? text(feed.copyright) : undefined,
    // Atom asks for an author of the feed or of every entry: the site writes them all.
    author: { name: text(feed.siteTitle ?? feed.title), link: absoluteUrl('/') },
    feedLinks: Object.fromEntries(Object.keys(FEED_FORMATS).map((f) => [f, absoluteUrl(feedPath(f as FeedFormat, page))])),
  })
  for (const item of feed.items) writer.addItem(toItem(item, format))
  if (format === 'rss') return writer.rss2()
  if (format === 'atom') return writer.atom1()
  // The library writes JSON Feed 1.0; 1.1 renamed `author` to `authors` and added `language`.
  const { version: _v, author, items, ...rest } = JSON.parse(writer.json1()) as Record<string, unknown>
  return JSON.stringify({ version: JSON_FEED_VERSION, ...rest, language: 'en-US', authors: [author], items }, null, 2)
}

/** The feed as an HTTP answer with its format's content type. */
export const feedResponse = (format: FeedFormat, feed: Feed): Response =>
  new Response(renderFeed(format, feed), { headers: { 'content-type': `${FEED_FORMATS[format].type}; charset=utf-8` } })
