import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { coverPng } from '../../src/seed/images'
import { lexicalFromBlocks } from '../../src/seed/lexical'
import { adminApi, axeFindings, readerGets, readerHtml, unique } from './helpers'

/**
 * The end of an article: the writer's byline and page, read next, previous and next, the reading
 * progress bar, and sharing. Everything here is this spec's own: a writer's profile (with a
 * photo), and three posts carrying a tag of their own, dated a few seconds apart on a day long
 * ago that no other post has, so that they are each other's previous and next.
 */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
// A click's client-side navigation may wait for the server to render the page first.
const NAVIGATION = { timeout: 30_000 }

type Writer = { id: number; name: string; slug: string; bio: string }
type Created = { id: number; slug: string; title: string }

/** Some 1,300 words: well past the length that shows the reading progress bar. */
const LONG_TEXT = Array.from({ length: 26 }, (_, i) =>
  `Paragraph ${i + 1} of the long article. ${'Each sentence here is written to make the article long enough to read for several minutes. '.repeat(3)}`,
)

let writer: Writer
let older: Created
let long: Created
let newer: Created

const createWriter = async (api: APIRequestContext): Promise<Writer> => {
  const name = unique('Article End Writer')
  const photo = await api.post('/cms-api/uploads', {
    multipart: { file: { name: `${unique('writer').replace(/\W+/g, '-')}.png`, mimeType: 'image/png', buffer: await coverPng(name, 'square') }, _payload: JSON.stringify({ alt: `Portrait of ${name}` }) },
  })
  expect(photo.ok(), await photo.text()).toBe(true)
  const bio = `${name} writes about patience & perseverance, for the article end test.`
  const res = await api.post('/cms-api/authors', { data: { name, bio, photo: ((await photo.json()) as { doc: { id: number } }).doc.id } })
  expect(res.ok(), await res.text()).toBe(true)
  const { doc } = (await res.json()) as { doc: { id: number; slug: string } }
  return { id: doc.id, slug: doc.slug, name, bio }
}

const createPost = async (api: APIRequestContext, data: Record<string, unknown>): Promise<Created> => {
  const res = await api.post('/cms-api/posts', { data: { summary: 'A post made by the article end test.', _status: 'published', ...data } })
  expect(res.ok(), await res.text()).toBe(true)
  const { doc } = (await res.json()) as { doc: { id: number; slug: string; title: string } }
  return { id: doc.id, slug: doc.slug, title: doc.title }
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await adminApi(playwright, baseURL!)
  const category = ((await (await api.get('/cms-api/categories?limit=1&depth=0')).json()) as { docs: { id: number }[] }).docs[0].id
  const tagName = unique('Article end tag')
  const tagRes = await api.post('/cms-api/tags', { data: { name: tagName } })
  expect(tagRes.ok(), await tagRes.text()).toBe(true)
  const tag = ((await tagRes.json()) as { doc: { id: number } }).doc.id
  writer = await createWriter(api)
  // A second of its own in the years 2001–2004 for each run, the three posts a second apart.
  const start = Date.UTC(2001, 0, 1) + Math.floor(Math.random() * 4 * 365 * 86_400) * 1000
  const at = (second: number) => new Date(start + second * 1000).toISOString()
  const post = (title: string, second: number, paragraphs: string[]) =>
    createPost(api, { title, category, tags: [tag], author: writer.id, publishedAt: at(second), content: lexicalFromBlocks(paragraphs) })
  older = await post(unique('The older article end post'), 0, ['A short post before the long one.'])
  // "&" and "#" in the title: the share links must carry them encoded.
  long = await post(`${unique('The long article end post')}: faith & works #1`, 1, LONG_TEXT)
  newer = await post(unique('The newer article end post'), 2, ['A short post after the long one.'])
  await api.dispose()
})

const main = (page: Page) => page.getByRole('main')

const openPost = async (page: Page, slug: string) => {
  const response = await page.goto(`/blog/${slug}`)
  expect(response?.status()).toBe(200)
  await page.waitForLoadState('load')
}

/** The reading progress bar's fill, from 0 to 1 (its transform is scaleX(fill)). */
const progress = (page: Page) =>
  page.getByTestId('reading-progress').evaluate((bar) => Number(/scaleX\(([\d.]+)\)/.exec((bar as HTMLElement).style.transform)?.[1] ?? NaN))

/** A browser context whose pages offer the Web Share API, recording what they were asked to share. */
const withShareSheet = async (browser: Browser, baseURL: string) => {
  const context = await browser.newContext({ baseURL })
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        ;(window as unknown as { shared: ShareData[] }).shared = [...((window as unknown as { shared?: ShareData[] }).shared ?? []), data]
        return Promise.resolve()
      },
    })
  })
  return context
}

test('the byline and the writer’s bio are in the post’s HTML, before any JavaScript runs', async ({ request }) => {
  const { status, html } = await readerGets(request, `/blog/${long.slug}`)
  expect(status).toBe(200)
  // Under the title ("By …"), and again at the end with the bio.
  expect(html.split(`href="/author/${writer.slug}"`).length - 1).toBe(2)
  expect(html).toContain(`>${writer.name}</a>`)
  expect(html).toContain('Written by')
  expect(html).toContain(writer.bio.replace('&', '&amp;'))
  expect(html).toContain('Read next')
  expect(html).toContain('Previous post')
  // Structured data names the writer as a Person.
  const raw = await (await request.get(`/blog/${long.slug}`)).text()
  expect(raw).toContain(`"author":{"@type":"Person","name":"${writer.name}"`)
})

test('the writer’s page lists their post, is in the sitemap, and an unknown writer is a whole 404 page', async ({ page, request }) => {
  const response = await page.goto(`/author/${writer.slug}`)
  expect(response?.status()).toBe(200)
  await expect(main(page).getByRole('heading', { level: 1, name: writer.name })).toBeVisible()
  await expect(main(page).getByText(writer.bio)).toBeVisible()
  await main(page).getByRole('link', { name: long.title }).click()
  await expect(page).toHaveURL(new RegExp(`/blog/${long.slug}$`), NAVIGATION)

  const raw = await (await request.get(`/author/${writer.slug}`)).text()
  expect(raw).toContain(`{"@context":"https://schema.org","@type":"Person","name":"${writer.name}"`)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/author/${writer.slug}</loc>`)

  const missing = await request.get('/author/no-such-writer-anywhere')
  expect(missing.status()).toBe(404)
  expect(await readerHtml(missing)).toContain('404 Page Not Found')
})

test('read next and previous/next lead to the posts around it', async ({ page }) => {
  await openPost(page, long.slug)
  const readNext = main(page).getByRole('region', { name: 'Read next' })
  const titles = (await readNext.getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim())
  // The two sharing its tag first (newer first), then one more; never the post itself.
  expect(titles).toHaveLength(3)
  expect(titles.slice(0, 2)).toEqual([newer.title, older.title])
  expect(titles).not.toContain(long.title)

  const around = main(page).getByRole('navigation', { name: 'Previous and next posts' })
  await expect(around.getByRole('link', { name: new RegExp(`Previous post.*${older.title}`) })).toBeVisible()
  await around.getByRole('link', { name: new RegExp(`Next post.*${newer.title}`) }).click()
  await expect(page).toHaveURL(new RegExp(`/blog/${newer.slug}$`), NAVIGATION)
  await main(page)
    .getByRole('navigation', { name: 'Previous and next posts' })
    .getByRole('link', { name: new RegExp(`Previous post.*${long.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .click()
  await expect(page).toHaveURL(new RegExp(`/blog/${long.slug}$`), NAVIGATION)

  await main(page).getByRole('region', { name: 'Read next' }).getByRole('link', { name: older.title }).click()
  await expect(page).toHaveURL(new RegExp(`/blog/${older.slug}$`), NAVIGATION)
})

test('the reading progress bar fills as a long article is read, and a short one has none', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await openPost(page, long.slug)
  const bar = page.getByTestId('reading-progress')
  await expect(bar).toBeAttached()
  // Decorative: assistive technology reads the page, not the bar.
  await expect(page.locator('[aria-hidden="true"]:has([data-testid="reading-progress"])')).toHaveCount(1)
  await expect.poll(() => progress(page)).toBe(0)

  const text = main(page).locator('.prose-content').first()
  await text.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY + el.getBoundingClientRect().height / 2 - window.innerHeight / 2))
  await expect.poll(() => progress(page)).toBeGreaterThan(0.2)
  expect(await progress(page)).toBeLessThan(0.8)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(() => progress(page)).toBe(1)

  await openPost(page, older.slug)
  await expect(page.getByTestId('reading-progress')).toHaveCount(0)
})

test('share links carry the post’s address and title, encoded, and open safely', async ({ page }) => {
  await openPost(page, long.slug)
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+/blog/${long.slug}$`))
  const share = main(page).getByRole('region', { name: 'Share this article' })
  const hrefOf = (name: string) => share.getByRole('link', { name }).getAttribute('href').then((href) => new URL(href!))

  const mail = await hrefOf('Share by E-mail')
  expect(mail.protocol).toBe('mailto:')
  expect(mail.href).not.toMatch(/[\s#]/)
  const mailParams = new URLSearchParams(mail.search)
  expect(mailParams.get('subject')).toBe(long.title)
  expect(mailParams.get('body')).toBe(`${long.title}\r\n\r\n${canonical}`)

  const whatsapp = await hrefOf('Share on WhatsApp (opens in a new tab)')
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/')
  expect(whatsapp.searchParams.get('text')).toBe(`${long.title} ${canonical}`)

  const facebook = await hrefOf('Share on Facebook (opens in a new tab)')
  expect(`${facebook.origin}${facebook.pathname}`).toBe('https://www.facebook.com/sharer/sharer.php')
  expect(facebook.searchParams.get('u')).toBe(canonical)

  const x = await hrefOf('Share on X (opens in a new tab)')
  expect(`${x.origin}${x.pathname}`).toBe('https://x.com/intent/tweet')
  expect(x.searchParams.get('text')).toBe(long.title)
  expect(x.searchParams.get('url')).toBe(canonical)

  for (const name of ['Share on WhatsApp (opens in a new tab)', 'Share on Facebook (opens in a new tab)', 'Share on X (opens in a new tab)']) {
    const link = share.getByRole('link', { name })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
  }
  // Without the Web Share API (this desktop browser), no share sheet button; Copy link stays.
  await expect(share.getByRole('button', { name: 'Other apps…' })).toHaveCount(0)
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible()
})

test('the device’s share sheet is offered where the browser has one, with the post’s title and address', async ({ browser, baseURL }) => {
  const context = await withShareSheet(browser, baseURL!)
  try {
    const page = await context.newPage()
    await page.setViewportSize(PHONE)
    await openPost(page, long.slug)
    await main(page).getByRole('region', { name: 'Share this article' }).getByRole('button', { name: 'Other apps…' }).click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared)).toEqual([
      { title: long.title, url: new URL(`/blog/${long.slug}`, page.url()).href },
    ])
  } finally {
    await context.close()
  }
})

test('a change to the writer’s profile reaches their posts and their page', async ({ playwright, baseURL, request }) => {
  const api = await adminApi(playwright, baseURL!)
  const bio = `${writer.name} now writes about hope, for the article end test.`
  const res = await api.patch(`/cms-api/authors/${writer.id}`, { data: { bio } })
  expect(res.ok(), await res.text()).toBe(true)
  await api.dispose()
  writer = { ...writer, bio }
  await expect.poll(async () => (await readerGets(request, `/blog/${newer.slug}`)).html.includes(bio), { timeout: 10_000 }).toBe(true)
  await expect.poll(async () => (await readerGets(request, `/author/${writer.slug}`)).html.includes(bio), { timeout: 10_000 }).toBe(true)
})

for (const viewport of [PHONE, DESKTOP]) {
  test(`axe finds no violations at the end of a post and on a writer’s page at ${viewport.width}×${viewport.height}`, async ({ browser, baseURL }) => {
    // With the share sheet offered, so its button is checked too.
    const context = await withShareSheet(browser, baseURL!)
    try {
      const page = await context.newPage()
      await page.setViewportSize(viewport)
      await openPost(page, long.slug)
      await expect(main(page).getByRole('button', { name: 'Other apps…' })).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
      const findings = await axeFindings(page, `/blog/${long.slug}`)
      await page.goto(`/author/${writer.slug}`)
      findings.push(...(await axeFindings(page, `/author/${writer.slug}`)))
      expect(findings).toEqual([])
    } finally {
      await context.close()
    }
  })
}
