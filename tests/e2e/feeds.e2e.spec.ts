import { expect, test, type APIRequestContext } from '@playwright/test'
import Parser from 'rss-parser'

import { ADMIN, loginToAdmin, unique } from './helpers'

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
  expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/)
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

test('a post published in the admin is listed in the sitemap and the feed; its draft was not', async ({ page, request }) => {
  test.setTimeout(120_000)
  await loginToAdmin(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

  await page.goto('/admin/collections/posts/create')
  const title = unique('A post for the feeds')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Summary').fill('Written in the admin panel by the feeds test.')
  const editor = page.locator('[contenteditable="true"]').first()
  await editor.click()
  await editor.pressSequentially('Feed readers get this paragraph in full.')
  await page.locator('#field-category').click()
  await page.locator('.rs__option').first().click()

  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })
  const slug = await page.getByLabel('Slug').inputValue()
  expect(slug).toMatch(/^a-post-for-the-feeds-/)
  expect(await sitemapPaths(request)).not.toContain(`/blog/${slug}`)

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })

  // Publishing refreshes the cached sitemap and feed.
  await expect.poll(() => sitemapPaths(request), { timeout: 10_000 }).toContain(`/blog/${slug}`)
  await expect
    .poll(async () => (await new Parser<Record<string, unknown>, Item>().parseString((await text(request, '/rss')).body)).items, {
      timeout: 10_000,
    })
    .toContainEqual(
      expect.objectContaining({ title, 'content:encoded': expect.stringContaining('Feed readers get this paragraph in full.') }),
    )
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
