import Parser from 'rss-parser'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as rss } from '@/app/(frontend)/rss/route'
import { FEED_SIZE, type Feed } from '@/lib/data/feed'
import { getPostBySlug } from '@/collections/posts/data'
import { absoluteLinks, renderFeed } from '@/lib/seo/renderFeed'
import { absoluteUrl } from '@/lib/seo/urls'
import { lexicalFromBlocks } from '@/seed/lexical'
import { call } from '../../api'
import { createPost, publishedPostVersions, testPayload } from '../../factories'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

type Item = { title?: string; link?: string; guid?: string; pubDate?: string; content?: string; 'content:encoded'?: string }

const parser = new Parser<Record<string, unknown>, Item>()

const slugOf = (link = '') => new URL(link).pathname.replace(/^\/blog\//, '')

describe('GET /rss', () => {
  it('is an RSS 2.0 feed of the newest published posts with their full content', async () => {
    // Other test files add posts at the same time: what must hold is checked on every item.
    const draft = await createPost({ status: 'draft', publishedAt: '9999-01-01T00:00:00.000Z' })
    await createPost({ content: lexicalFromBlocks(['First paragraph of a feed test.', 'Second paragraph, also in the feed.']) })

    const before = await publishedPostVersions()
    const res = await call(rss, '/rss')
    const feed = await parser.parseString(res.text)
    const posts = await Promise.all(feed.items.map((i) => getPostBySlug(payload, slugOf(i.link))))
    const after = await publishedPostVersions()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/i)
    expect(res.text).toContain(`<atom:link href="${absoluteUrl('/rss')}" rel="self" type="application/rss+xml"/>`)

    expect(feed.link).toBe(absoluteUrl('/'))
    expect(feed.title).toBeTruthy()
    expect(Number.isNaN(Date.parse(String(feed.lastBuildDate)))).toBe(false)
    expect(feed.items.length).toBeGreaterThan(0)
    expect(feed.items.length).toBeLessThanOrEqual(FEED_SIZE)
    expect(feed.items.map((i) => slugOf(i.link))).not.toContain(draft.slug)

    const dates = feed.items.map((i) => Date.parse(i.pubDate ?? ''))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))

    // Posts another file edited or unpublished meanwhile are left out of the comparison.
    const unchanged = feed.items.flatMap((item, i) => {
      const slug = slugOf(item.link)
      return before.has(slug) && before.get(slug) === after.get(slug) ? [{ item, post: posts[i] }] : []
    })
    expect(unchanged.length).toBeGreaterThan(0)
    for (const { item, post } of unchanged) {
      expect(post, `${item.link} is a published post`).not.toBeNull()
      expect(item.title).toBe(post!.title)
      expect(item.guid).toBe(item.link)
      expect(item.content).toBe(post!.summary)
      expect(Date.parse(item.pubDate!)).toBe(Math.floor(Date.parse(post!.date) / 1000) * 1000)
      // The whole post, with links that work away from the site.
      expect(item['content:encoded']).toContain(absoluteLinks(post!.content))
    }
  })

  it('lists at most the newest twenty posts', async () => {
    await Promise.all(Array.from({ length: FEED_SIZE + 1 }, () => createPost()))
    const feed = await parser.parseString((await call(rss, '/rss')).text)
    expect(feed.items).toHaveLength(FEED_SIZE)
  })
})

describe('the RSS document', () => {
  const hostile: Feed = {
    title: 'Grace & Truth <Weekly>',
    description: 'Notes on "renewal"',
    items: [
      {
        id: 1,
        slug: 'cdata-check',
        title: 'When ]]> & </item> appear in a title',
        summary: 'A summary with <tags> & "quotes"\u0001.',
        content: '<p>Code: <code>a[b[0]]></code> and ]]> again. <a href="/blog/other">Other</a> <img src="/cms-api/uploads/file/x.webp" srcset="/a.webp 1x, /b.webp 2x" alt=""></p>',
        coverImage: null,
        cover: { url: '/cms-api/uploads/file/cover-768x432.webp', alt: 'A "cover"', width: 768, height: 432 },
        category: 'Respectable Sins',
        categorySlug: 'respectable-sins',
        date: '2026-03-03T12:00:00.000Z',
        updatedAt: '2026-03-04T12:00:00.000Z',
        readingTime: 2,
        views: 0,
        tags: ['Pride & Humility'],
      },
    ],
  }

  it('parses back to the same text, CDATA split on "]]>" and links made absolute', async () => {
    const xml = renderFeed('rss', hostile, new Date('2026-03-05T00:00:00Z'))
    const feed = await parser.parseString(xml)
    expect(feed.title).toBe(hostile.title)
    expect(feed.lastBuildDate).toBe('Thu, 05 Mar 2026 00:00:00 GMT')
    const [item] = feed.items
    expect(item.title).toBe(hostile.items[0].title)
    expect(item.content).toBe('A summary with <tags> & "quotes".')
    expect(item.pubDate).toBe('Tue, 03 Mar 2026 12:00:00 GMT')
    const html = item['content:encoded']!
    expect(html).toContain('<code>a[b[0]]></code> and ]]> again.')
    expect(html).toContain(`<a href="${absoluteUrl('/blog/other')}">`)
    expect(html).toContain(`src="${absoluteUrl('/cms-api/uploads/file/x.webp')}"`)
    expect(html).toContain(`srcset="${absoluteUrl('/a.webp')} 1x, ${absoluteUrl('/b.webp')} 2x"`)
    expect(html).toMatch(/^<p><img src="http[^"]+cover-768x432\.webp" alt="A &quot;cover&quot;" width="768" height="432"><\/p>/)
  })

  it('names the post category and tags', async () => {
    const item = (await parser.parseString(renderFeed('rss', hostile))).items[0] as Item & { categories?: string[] }
    expect(item.categories).toEqual(['Respectable Sins', 'Pride & Humility'])
  })

  it('escapes the channel text', async () => {
    const xml = renderFeed('rss', { ...hostile, items: [] })
    expect(xml).toContain('<title>Grace &amp; Truth &lt;Weekly&gt;</title>')
    expect((await parser.parseString(xml)).description).toBe('Notes on "renewal"')
  })
})
