import { expect, test, type APIRequestContext } from '@playwright/test'
import Parser from 'rss-parser'

import { lexicalFromBlocks } from '../../src/seed/lexical'
import { adminApi, ADMIN, loginToAdmin, unique } from './helpers'

// Against a dev server (E2E_BASE_URL), the account can be another: the dev seed's creator.

type Item = { title?: string; link?: string; pubDate?: string; 'content:encoded'?: string }

const text = async (request: APIRequestContext, path: string) => {
  const res = await request.get(path)
  expect(res.status(), path).toBe(200)
  return { body: await res.text(), type: res.headers()['content-type'] }
}

const sitemapPaths = async (request: APIRequestContext) =>
  [...(await text(request, '/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)

test('/rss is an RSS 2.0 feed a standard parser reads, with the posts in full', async ({ request }) => {
  const { body, type } = await text(request, '/rss')
  expect(type).toBe('application/rss+xml; charset=utf-8')
  expect(body).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/i)
  const feed = await new Parser<Record<string, unknown>, Item>().parseString(body)
  expect(feed.title).toBeTruthy()
  expect(feed.items.length).toBeGreaterThan(0)
  expect(feed.items.length).toBeLessThanOrEqual(20)
  for (const item of feed.items) {
    expect(item.title).toBeTruthy()
    expect(new URL(item.link!).pathname).toMatch(/^\/blog\/[a-z0-9-]+$/)
    expect(Number.isNaN(Date.parse(item.pubDate ?? ''))).toBe(false)
    expect(item['content:encoded']).toMatch(/<p>/)
  }
  // Item links lead to the posts (another test may be editing the newest one's title).
  expect((await request.get(new URL(feed.items[0].link!).pathname)).status()).toBe(200)
})

test('/atom.xml and /feed.json carry the same posts as /rss, and every page links the three in its head', async ({ page, request }) => {
  const rss = await new Parser<Record<string, unknown>, Item>().parseString((await text(request, '/rss')).body)
  const atom = await text(request, '/atom.xml')
  expect(atom.type).toBe('application/atom+xml; charset=utf-8')
  const entries = (await new Parser<Record<string, unknown>, Item>().parseString(atom.body)).items
  const json = await text(request, '/feed.json')
  expect(json.type).toBe('application/feed+json; charset=utf-8')
  const feed = JSON.parse(json.body) as { version: string; items: { url: string }[] }
  expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
  // Another test may publish meanwhile: compare the posts all three list.
  const links = (list: (string | undefined)[]) => new Set(list.map((link) => new URL(link!).pathname))
  const [inRss, inAtom, inJson] = [links(rss.items.map((i) => i.link)), links(entries.map((e) => e.link)), links(feed.items.map((i) => i.url))]
  expect([...inRss].filter((path) => inAtom.has(path) && inJson.has(path)).length).toBeGreaterThan(inRss.size / 2)

  await page.goto('/blog')
  for (const [type, path] of [['application/rss+xml', '/rss'], ['application/atom+xml', '/atom.xml'], ['application/feed+json', '/feed.json']]) {
    await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path.replace('.', '\\.')}$`))
  }
})

test('a category’s page links its own feeds, which list its posts; odd feed addresses are 404s', async ({ page, request }) => {
  const categories = (await (await request.get('/api/categories')).json()) as { slug: string; count: number }[]
  const category = categories.find((c) => c.count > 0)!
  await page.goto(`/category/${category.slug}`)
  await expect(page.locator(`head link[rel="alternate"][type="application/rss+xml"][href$="/category/${category.slug}/rss"]`)).toHaveCount(1)
  await expect(page.locator(`head link[rel="alternate"][type="application/atom+xml"][href$="/category/${category.slug}/atom.xml"]`)).toHaveCount(1)
  await expect(page.locator(`head link[rel="alternate"][type="application/feed+json"][href$="/category/${category.slug}/feed.json"]`)).toHaveCount(1)

  const feed = await new Parser<Record<string, unknown>, Item>().parseString((await text(request, `/category/${category.slug}/rss`)).body)
  expect(feed.items.length).toBeGreaterThan(0)
  for (const path of [`/category/${category.slug}/atom.xml`, `/category/${category.slug}/feed.json`]) await text(request, path)

  const odd = ['/category/no-such-category-anywhere/rss', '/category/%00/atom.xml', '/category/%FF%FE/feed.json', `/category/${'a'.repeat(3000)}/rss`, '/rss%00', '/category/a%2F..%2Fb/rss']
  for (const path of odd) expect((await request.get(path)).status(), path).toBe(404)
  // A query string is the same feed.
  expect((await request.get(`/category/${category.slug}/rss?utm_source=x&page=9`)).status()).toBe(200)
})

test('a post published in the admin is listed in the sitemap and the feeds; its draft was not', async ({ page, request, playwright, baseURL }) => {
  // A dev server (E2E_BASE_URL) compiles the admin's editor on first use and renders the
  // 10,000-address sitemap afresh each time.
  const dev = Boolean(process.env.E2E_BASE_URL)
  test.setTimeout(dev ? 300_000 : 90_000)
  const seen = { timeout: dev ? 60_000 : 10_000 }
  // The draft, as autosave leaves it (written through the CMS API: the admin's editor is slow to type into).
  const api = await adminApi(playwright, baseURL!)
  const [category] = ((await (await api.get('/cms-api/categories?limit=1&depth=0')).json()) as { docs: { id: number; slug: string }[] }).docs
  const title = unique('A post for the feeds')
  const created = await api.post('/cms-api/posts?draft=true', {
    data: {
      title,
      summary: 'Written by the feeds test.',
      content: lexicalFromBlocks(['Feed readers get this paragraph in full.']),
      category: category.id,
      _status: 'draft',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { id, slug } = ((await created.json()) as { doc: { id: number; slug: string } }).doc
  await api.dispose()

  expect(await sitemapPaths(request)).not.toContain(`/blog/${slug}`)
  // The category's feed is cached now, before the publish.
  const categoryFeed = `/category/${category.slug}/atom.xml`
  expect((await text(request, categoryFeed)).body).not.toContain(`/blog/${slug}<`)

  await loginToAdmin(page, ADMIN.email, ADMIN.password)
  await page.goto(`/admin/collections/posts/${id}`)
  const saved = page.waitForResponse((res) => res.request().method() === 'PATCH' && new URL(res.url()).pathname === `/cms-api/posts/${id}` && !new URL(res.url()).searchParams.has('autosave'))
  await page.getByRole('button', { name: 'Publish changes' }).click()
  expect((await saved).ok()).toBe(true)

  // Publishing refreshes the cached sitemap and feeds.
  await expect.poll(() => sitemapPaths(request), seen).toContain(`/blog/${slug}`)
  await expect
    .poll(async () => (await new Parser<Record<string, unknown>, Item>().parseString((await text(request, '/rss')).body)).items, seen)
    .toContainEqual(
      expect.objectContaining({ title, 'content:encoded': expect.stringContaining('Feed readers get this paragraph in full.') }),
    )
  await expect.poll(async () => (await text(request, categoryFeed)).body, seen).toContain(`/blog/${slug}<`)
  await expect.poll(async () => (await text(request, '/feed.json')).body, seen).toContain(`/blog/${slug}"`)
})

test('robots.txt lets crawlers in, keeps them out of private areas and names the sitemap', async ({ request }) => {
  const { body, type } = await text(request, '/robots.txt')
  expect(type).toMatch(/^text\/plain/)
  expect(body).toMatch(/^User-Agent: \*$/m)
  expect(body).toMatch(/^Allow: \/$/m)
  for (const path of ['/admin', '/cms-api', '/api', '/dashboard', '/favorites']) expect(body).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'))
  const sitemap = body.match(/^Sitemap: (\S+)$/m)?.[1]
  expect(sitemap).toBeDefined()
  expect(new URL(sitemap!).pathname).toBe('/sitemap.xml')
  expect(await sitemapPaths(request)).toContain('/blog')
})
