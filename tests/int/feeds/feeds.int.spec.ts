/**
 * The Atom and JSON feeds beside /rss, each category's three feeds, what strangers' addresses
 * get from them, and the text of any post surviving every format exactly (the XML writer the
 * feed library uses escapes only part of what it must).
 */
import fc from 'fast-check'
import Parser from 'rss-parser'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as atomRoute } from '@/app/(frontend)/atom.xml/route'
import { GET as categoryAtom } from '@/app/(frontend)/category/[slug]/atom.xml/route'
import { GET as categoryJson } from '@/app/(frontend)/category/[slug]/feed.json/route'
import { GET as categoryRss } from '@/app/(frontend)/category/[slug]/rss/route'
import { GET as jsonRoute } from '@/app/(frontend)/feed.json/route'
import { FEED_SIZE, type Feed, type FeedItem } from '@/lib/data/feed'
import { getSiteInfo } from '@/lib/data/site'
import { JSON_FEED_VERSION, renderFeed } from '@/lib/seo/renderFeed'
import { absoluteUrl } from '@/lib/seo/urls'
import type { Category, Post } from '@/payload-types'
import { call } from '../../api'
import { createDatedPost } from '../../factories/content'
import { createCategory, createPost, testPayload } from '../../factories'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

type AtomEntry = { title?: string; link?: string; id?: string; pubDate?: string; summary?: string; content?: string; categories?: { $: { label: string; term: string } }[] }
type RssItem = { title?: string; link?: string; content?: string; 'content:encoded'?: string; categories?: string[] }

const atomParser = new Parser<{ id?: string }, AtomEntry>({
  customFields: { feed: ['id'], item: [['category', 'categories', { keepArray: true }]] },
})
const rssParser = new Parser<Record<string, unknown>, RssItem>()

type JsonFeed = {
  version: string
  title: string
  home_page_url: string
  feed_url: string
  language: string
  authors: { name: string; url?: string }[]
  author?: unknown
  items: { id: string; url: string; title: string; summary: string; content_html: string; date_published: string; date_modified: string; tags?: string[]; image?: string }[]
}

const slugOf = (link = '') => new URL(link).pathname.replace(/^\/blog\//, '')

/** Plain text back from HTML text (what a reader shows of Atom's `type="html"` titles). */
const htmlText = (html: string) =>
  html.replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]!)

const selfLink = (xml: string) => /<link rel="self" href="([^"]+)"\/>/.exec(xml)?.[1]

describe('GET /atom.xml', () => {
  it('is an Atom 1.0 feed of the newest published posts, in full, with absolute links', async () => {
    const draft = await createPost({ status: 'draft' })
    await createPost()
    const res = await call(atomRoute, '/atom.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/)
    expect(selfLink(res.text)).toBe(absoluteUrl('/atom.xml'))
    const feed = await atomParser.parseString(res.text)
    expect(feed.title).toBe((await getSiteInfo(payload)).title)
    expect(feed.id).toBe(absoluteUrl('/'))
    expect(feed.items.length).toBeGreaterThan(0)
    expect(feed.items.length).toBeLessThanOrEqual(FEED_SIZE)
    expect(feed.items.map((e) => slugOf(e.link))).not.toContain(draft.slug)
    for (const entry of feed.items) {
      expect(entry.link).toMatch(new RegExp(`^${absoluteUrl('/blog/')}[a-z0-9-]+$`))
      expect(entry.id).toBe(entry.link)
      expect(Number.isNaN(Date.parse(entry.pubDate ?? ''))).toBe(false)
      expect(entry.content).toBeTruthy()
    }
    const dates = feed.items.map((e) => Date.parse(e.pubDate ?? ''))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })
})

describe('GET /feed.json', () => {
  it('is a JSON Feed 1.1 of the newest published posts, in full, with absolute links', async () => {
    const draft = await createPost({ status: 'draft' })
    const res = await call(jsonRoute, '/feed.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/feed+json; charset=utf-8')
    const feed = res.json as JsonFeed
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
    expect(feed).toMatchObject({
      title: (await getSiteInfo(payload)).title,
      home_page_url: absoluteUrl('/'),
      feed_url: absoluteUrl('/feed.json'),
      language: 'en-US',
    })
    // 1.1 names the authors in a list; 1.0's single `author` is gone.
    expect(feed.authors[0].name).toBeTruthy()
    expect(feed.author).toBeUndefined()
    expect(feed.items.length).toBeGreaterThan(0)
    expect(feed.items.length).toBeLessThanOrEqual(FEED_SIZE)
    expect(feed.items.map((i) => slugOf(i.url))).not.toContain(draft.slug)
    for (const item of feed.items) {
      expect(item.url).toMatch(new RegExp(`^${absoluteUrl('/blog/')}[a-z0-9-]+$`))
      expect(item.id).toBe(item.url)
      expect(item.title).toBeTruthy()
      expect(item.content_html).toBeTruthy()
      expect(new Date(item.date_published).toISOString()).toBe(item.date_published)
    }
  })
})

describe('a category’s feeds', () => {
  let category: Category
  let other: Category
  let posts: Post[]
  let draft: Post

  beforeAll(async () => {
    ;[category, other] = await Promise.all([createCategory(), createCategory()])
    // Dated one after the other, so the newest is known.
    const older = await createDatedPost({ category: category.id })
    const newer = await createDatedPost({ category: category.id })
    posts = [newer, older]
    draft = await createPost({ category: category.id, status: 'draft' })
    await createDatedPost({ category: other.id })
  })

  const page = () => `/category/${category.slug}`
  const params = (slug: string) => ({ params: { slug } })

  it('lists only the category’s published posts, newest first, in RSS', async () => {
    const res = await call(categoryRss, `${page()}/rss`, params(category.slug))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(res.text).toContain(`<atom:link href="${absoluteUrl(`${page()}/rss`)}" rel="self" type="application/rss+xml"/>`)
    const feed = await rssParser.parseString(res.text)
    expect(feed.title).toBe(`${category.name} · ${(await getSiteInfo(payload)).title}`)
    expect(feed.link).toBe(absoluteUrl(page()))
    expect(feed.items.map((i) => slugOf(i.link))).toEqual(posts.map((p) => p.slug))
    expect(feed.items.map((i) => i.title)).toEqual(posts.map((p) => p.title))
  })

  it('lists the same posts in Atom and JSON Feed', async () => {
    const atom = await call(categoryAtom, `${page()}/atom.xml`, params(category.slug))
    expect(atom.status).toBe(200)
    expect(atom.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    expect(selfLink(atom.text)).toBe(absoluteUrl(`${page()}/atom.xml`))
    expect((await atomParser.parseString(atom.text)).items.map((e) => slugOf(e.link))).toEqual(posts.map((p) => p.slug))

    const json = await call(categoryJson, `${page()}/feed.json`, params(category.slug))
    expect(json.status).toBe(200)
    expect(json.headers.get('content-type')).toBe('application/feed+json; charset=utf-8')
    const feed = json.json as JsonFeed
    expect(feed).toMatchObject({ home_page_url: absoluteUrl(page()), feed_url: absoluteUrl(`${page()}/feed.json`) })
    expect(feed.items.map((i) => slugOf(i.url))).toEqual(posts.map((p) => p.slug))
    expect(feed.items.map((i) => slugOf(i.url))).not.toContain(draft.slug)
  })

  it('answers the same feed whatever the query string', async () => {
    const plain = await call(categoryRss, `${page()}/rss`, params(category.slug))
    const queried = await call(categoryRss, `${page()}/rss`, { ...params(category.slug), query: { utm_source: 'x', page: '99999', q: '\u0000' } })
    expect(queried.status).toBe(200)
    expect(queried.text.replace(/<lastBuildDate>.*<\/lastBuildDate>/, '')).toBe(plain.text.replace(/<lastBuildDate>.*<\/lastBuildDate>/, ''))
  })

  it('is a 404 for an unknown category or a slug no category can have, in every format, never a 500', async () => {
    const hostile = ['no-such-category-at-all', '\u0000', 'a\u0000b', 'a'.repeat(100_000), 'UPPER', '..', '../rss', '%FF', '\uFFFD', '\uD800', '', ' ', "' or 1=1 --"]
    for (const route of [categoryRss, categoryAtom, categoryJson]) {
      for (const slug of hostile) {
        const res = await call(route, '/category/x/rss', params(slug))
        expect(res.status, JSON.stringify(slug.slice(0, 20))).toBe(404)
      }
    }
  })
})

describe('the text of a post in every format', () => {
  /** Pieces XML and HTML treat specially, and characters XML cannot carry at all. */
  const piece = fc.constantFrom(']]>', ']]', ']', '>', '<', '&', '&amp;', '&lt;', '"', "'", '\u0000', '\u0001', '\uFFFE', '\uD800', 'é', '😀', ' ', '\n', 'a', '</item>', '<![CDATA[', '\t', '\r\n')
  const hostileText = fc.array(piece, { maxLength: 12 }).map((pieces) => `a${pieces.join('')}z`)

  // What XML can carry of a text: the characters XML 1.0 forbids are dropped.
  const xmlSafe = (text: string) => text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')

  const feedOf = (title: string, summary: string, html: string, tag: string): Feed => {
    const item: FeedItem = {
      id: 1,
      slug: 'a-post',
      title,
      summary,
      content: `<p>${html}</p>`,
      coverImage: null,
      cover: null,
      category: tag,
      categorySlug: 'a-category',
      date: '2026-03-03T12:00:00.000Z',
      updatedAt: '2026-03-04T12:00:00.000Z',
      readingTime: 1,
      views: 0,
      tags: [],
    }
    return { title: `Feed ${title}`, description: `About ${summary}`, items: [item] }
  }

  it('parses back to the same title, summary, content and category from RSS, Atom and JSON Feed', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, hostileText, hostileText, hostileText, async (title, summary, html, tag) => {
        const feed = feedOf(title, summary, html, tag)

        const rss = await rssParser.parseString(renderFeed('rss', feed))
        expect(rss.title).toBe(xmlSafe(feed.title))
        expect(rss.description).toBe(xmlSafe(feed.description))
        expect(rss.items[0].title).toBe(xmlSafe(title))
        expect(rss.items[0].content).toBe(xmlSafe(summary))
        expect(rss.items[0]['content:encoded']).toBe(xmlSafe(`<p>${html}</p>`))
        expect(rss.items[0].categories).toEqual([xmlSafe(tag)])

        const atom = await atomParser.parseString(renderFeed('atom', feed))
        expect(atom.title).toBe(xmlSafe(feed.title))
        expect(htmlText(atom.items[0].title!)).toBe(xmlSafe(title))
        expect(htmlText(atom.items[0].summary!)).toBe(xmlSafe(summary))
        expect(atom.items[0].content).toBe(xmlSafe(`<p>${html}</p>`))
        expect(atom.items[0].categories?.[0].$).toEqual({ label: xmlSafe(tag), term: xmlSafe(tag) })

        const json = JSON.parse(renderFeed('json', feed)) as JsonFeed
        expect(json.version).toBe(JSON_FEED_VERSION)
        expect(json.title).toBe(feed.title)
        expect(json.items[0]).toMatchObject({ title, summary, content_html: `<p>${html}</p>`, tags: [tag] })
      }),
      { numRuns: 150 },
    )
  })
})
