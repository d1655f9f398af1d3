import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { slugify } from '../../src/fields/slug'
import { lexicalFromBlocks } from '../../src/seed/lexical'
import { adminApi, axeFindings, readerHtml, unique } from './helpers'

/**
 * Scripture references in the creator's words, as readers meet them: a link to the passage page
 * in the HTML the server sends (the API's content stays as it was), which opens the passage in a
 * popover on a tap (phone) or on hover and keyboard focus (desktop); Escape closes it and puts
 * focus back on the link. A reading plan's passages keep their ESV link and gain "Read here".
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const JOHN_3_16 = 'For God so loved the world, that he gave his only born Son'

let post: { slug: string; title: string }
let plan: { slug: string }

const created = async (api: APIRequestContext, path: string, data: Record<string, unknown>) => {
  const res = await api.post(path, { data })
  expect(res.ok(), await res.text()).toBe(true)
  return ((await res.json()) as { doc: { slug: string } }).doc
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await adminApi(playwright, baseURL!)
  const categories = (await (await api.get('/cms-api/categories?limit=1&depth=0')).json()) as { docs: { id: number }[] }
  const title = unique('The references post')
  const doc = await created(api, '/cms-api/posts', {
    title,
    summary: 'A post whose words cite Scripture, made by the references test.',
    content: lexicalFromBlocks([
      { h2: 'Why John 3:16 is quoted' },
      'Test everything, as 1 John 4:1 asks, and hold on to what is good.',
      'The whole gospel in one verse: John 3:16, read slowly.',
    ]),
    category: categories.docs[0].id,
    _status: 'published',
  })
  post = { slug: doc.slug, title }
  const planTitle = unique('The references plan')
  plan = await created(api, '/cms-api/reading-plans', {
    title: planTitle,
    slug: slugify(planTitle),
    description: 'A plan made by the references test.',
    duration: 3,
    theme: 'Foundations',
    days: [{ day: 1, title: 'The shepherd', passages: ['Psalm 23'], description: 'Compare John 10:11.', reflectionQuestions: ['Who leads you?'] }],
    _status: 'published',
  })
  await api.dispose()
})

const postPath = () => `/blog/${post.slug}`
const reference = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name, exact: true })
const popover = (page: Page, name: string) => page.getByRole('dialog', { name })

/** Counts the page's requests for passage texts. */
const passageRequests = (page: Page) => {
  const seen: string[] = []
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/scripture/passage') seen.push(req.url())
  })
  return seen
}

const phone = (browser: Browser, baseURL: string | undefined) => browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, isMobile: true })

test('the references are links in the HTML the server sends, and the API keeps the content as it was', async ({ request }) => {
  const html = await readerHtml(await request.get(postPath()))
  expect(html).toContain('<a href="/scripture/john/3?v=16#v16" class="scripture-ref" data-passage="john.3.16">John 3:16</a>, read slowly.')
  expect(html).toContain('data-passage="1-john.4.1">1 John 4:1</a>')
  expect(html).toMatch(/<h2[^>]*>Why John 3:16 is quoted<\/h2>/)

  const api = (await (await request.get(`/api/posts/${post.slug}`)).json()) as { content: string }
  expect(api.content).toContain('The whole gospel in one verse: John 3:16, read slowly.')
  expect(api.content).not.toContain('data-passage')
})

test('on a phone, a tap opens the verse, Escape closes it and the link has the focus again, and axe finds nothing', async ({ browser, baseURL }) => {
  const context = await phone(browser, baseURL)
  const page = await context.newPage()
  const requests = passageRequests(page)
  await page.goto(postPath())
  const link = reference(page, 'John 3:16')

  await link.tap()
  const open = popover(page, 'John 3:16')
  await expect(open).toBeVisible()
  await expect(open).toContainText(JOHN_3_16)
  await expect(open).toContainText('World English Bible (WEB), in the public domain.')
  await expect(open.getByRole('link', { name: 'Read the chapter' })).toHaveAttribute('href', '/scripture/john/3?v=16#v16')
  await expect(open).toBeFocused()
  expect(page.url()).toMatch(new RegExp(`${postPath()}$`))
  expect(await axeFindings(page, `an open passage at ${PHONE.width}`)).toEqual([])

  await page.keyboard.press('Escape')
  await expect(open).toBeHidden()
  await expect(link).toBeFocused()

  // Again: the text is the one already fetched; a tap elsewhere closes it.
  await link.tap()
  await expect(open).toContainText(JOHN_3_16)
  await page.getByRole('heading', { level: 1 }).tap()
  await expect(open).toBeHidden()
  expect(requests).toHaveLength(1)
  await context.close()
})

test('on a desktop, pointing at a reference or reaching it with the keyboard opens it, a click follows it, and axe finds nothing', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto(postPath())
  const link = reference(page, 'John 3:16')
  const open = popover(page, 'John 3:16')

  await link.hover()
  await expect(open).toBeVisible()
  await expect(open).toContainText(JOHN_3_16)
  await page.mouse.move(1, 1)
  await expect(open).toBeHidden()

  // From the reference before it, by the keyboard: its popover (if focus opened it) closes on Escape.
  await reference(page, '1 John 4:1').focus()
  await page.keyboard.press('Escape')
  await page.keyboard.press('Tab')
  await expect(link).toBeFocused()
  await expect(open).toBeVisible()
  await expect(link).toHaveAttribute('aria-expanded', 'true')
  expect(await axeFindings(page, `an open passage at ${DESKTOP.width}`)).toEqual([])
  // Tab goes on into the popover, Escape comes back.
  await page.keyboard.press('Tab')
  await expect(open.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(open).toBeHidden()
  await expect(link).toBeFocused()

  await link.click()
  await expect(page).toHaveURL(/\/scripture\/john\/3\?v=16#v16$/)
})

test('without JavaScript a reference simply opens its passage page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(postPath())
  await reference(page, 'John 3:16').click()
  await expect(page).toHaveURL(/\/scripture\/john\/3\?v=16#v16$/)
  await expect(page.locator('#v16')).toContainText(JOHN_3_16)
  await context.close()
})

test("a reading plan's passage keeps its ESV link and reads here on a tap; its description links its references", async ({ browser, baseURL }) => {
  const context = await phone(browser, baseURL)
  const page = await context.newPage()
  await page.goto(`/reading-plans/${plan.slug}`)
  const day = page.locator('details#day-1')
  await expect(day.getByRole('link', { name: /^Psalm 23 \(ESV, opens in a new tab\)/ })).toHaveAttribute('href', 'https://www.esv.org/Psalm+23/')
  await expect(day.getByRole('link', { name: 'John 10:11', exact: true })).toHaveAttribute('href', '/scripture/john/10?v=11#v11')

  const read = day.getByRole('button', { name: 'Read here: Psalm 23' })
  await read.tap()
  const open = popover(page, 'Psalms 23')
  await expect(open).toBeVisible()
  await expect(open).toContainText('Yahweh is my shepherd')
  expect(await axeFindings(page, `a plan's passage at ${PHONE.width}`)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(open).toBeHidden()
  await expect(read).toBeFocused()
  await context.close()
})
