import { expect, test } from '@playwright/test'

import { slugify } from '../../src/fields/slug'
import { lexicalFromBlocks } from '../../src/seed/lexical'
import { adminApi, axeFindings, readerHtml, unique } from './helpers'

/**
 * "Where this passage is discussed": a post citing a passage is listed on its chapter's page, a
 * reader follows it to the post and back, /scripture counts the book as cited, and an uncited
 * chapter says so in words for readers. A reading plan's day citing a passage opens on arrival.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const CHAPTER = '/scripture/habakkuk/3'
const PLAN_CHAPTER = '/scripture/zephaniah/3'

let post: { slug: string; title: string }
let plan: { slug: string; title: string }

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await adminApi(playwright, baseURL!)
  const categories = (await (await api.get('/cms-api/categories?limit=1&depth=0')).json()) as { docs: { id: number }[] }
  const title = unique('The passage citations post')
  const created = await api.post('/cms-api/posts', {
    data: {
      title,
      summary: 'A post made by the passage citations test.',
      content: lexicalFromBlocks(['Though the fig tree does not flourish, I will rejoice in the Lord (Habakkuk 3:17-18).']),
      category: categories.docs[0].id,
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { slug: string } }
  post = { slug: doc.slug, title }
  const planTitle = unique('The citing plan')
  const planCreated = await api.post('/cms-api/reading-plans', {
    data: {
      title: planTitle,
      slug: slugify(planTitle),
      description: 'A plan made by the passage citations test.',
      duration: 3,
      theme: 'Foundations',
      days: [
        { day: 1, title: 'Beginning', passages: ['Psalm 1'], description: 'Start here.', reflectionQuestions: ['What do you delight in?'] },
        { day: 2, title: 'Sung over', passages: ['Zephaniah 3:17'], description: 'He rejoices over you.', reflectionQuestions: ['Who sings over you?'] },
        { day: 3, title: 'Ending', passages: ['Psalm 150'], description: 'Praise.', reflectionQuestions: ['What do you praise?'] },
      ],
      _status: 'published',
    },
  })
  expect(planCreated.ok(), await planCreated.text()).toBe(true)
  plan = { slug: ((await planCreated.json()) as { doc: { slug: string } }).doc.slug, title: planTitle }
  await api.dispose()
  // The publish expires the cached pages as its request ends; wait until the chapters' pages show them.
  const reader = await playwright.request.newContext({ baseURL })
  for (const [chapter, citing] of [
    [CHAPTER, title],
    [PLAN_CHAPTER, planTitle],
  ]) {
    await expect
      .poll(async () => (await readerHtml(await reader.get(chapter))).includes(citing), { timeout: 10_000, intervals: [100, 250, 500] })
      .toBe(true)
  }
  await reader.dispose()
})

test('the chapter lists the citing post before any JavaScript runs, with the verses it cites', async ({ request }) => {
  const html = await readerHtml(await request.get(CHAPTER))
  expect(html).toContain('Where this passage is discussed')
  expect(html).toContain(`href="/blog/${post.slug}"`)
  expect(html).toContain('Habakkuk 3:17–18')

  const empty = await readerHtml(await request.get('/scripture/1-chronicles/7'))
  expect(empty).toContain('Nothing on this site discusses 1 Chronicles 7 yet.')
})

test('a reader at 390×844 opens a passage page, follows a citing post, and comes back', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto(CHAPTER)
  const discussed = page.getByRole('region', { name: 'Where this passage is discussed' })
  await expect(discussed).toBeVisible()
  const listed = discussed.getByRole('listitem').filter({ hasText: post.title })
  await expect(listed.getByText('Article', { exact: true })).toBeVisible()
  await expect(listed.getByRole('link', { name: 'Habakkuk 3:17–18' })).toHaveAttribute('href', '/scripture/habakkuk/3?v=17-18#v17')

  await listed.getByRole('link', { name: post.title }).click()
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  await expect(page.getByRole('main')).toContainText('Habakkuk 3:17')

  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${CHAPTER}$`))
  await expect(page.getByRole('region', { name: 'Where this passage is discussed' }).getByRole('link', { name: post.title })).toBeVisible()
})

test('/scripture counts the cited book, and axe finds nothing there or on a chapter with citations at either size', async ({ page }) => {
  const findings: string[] = []
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size)
    await page.goto('/scripture')
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Habakkuk', exact: true }) })).toContainText(/Cited (once|\d+ times)/)
    findings.push(...(await axeFindings(page, `/scripture at ${size.width}`)))
    await page.goto(CHAPTER)
    await expect(page.getByRole('region', { name: 'Where this passage is discussed' }).getByRole('link', { name: post.title })).toBeVisible()
    findings.push(...(await axeFindings(page, `${CHAPTER} at ${size.width}`)))
  }
  expect(findings).toEqual([])
})

test('a citing plan day opens on arrival from the passage page, as the current day', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto(PLAN_CHAPTER)
  const discussed = page.getByRole('region', { name: 'Where this passage is discussed' })
  const link = discussed.getByRole('link', { name: `${plan.title}, day 2: Sung over` })
  await expect(link).toHaveAttribute('href', `/reading-plans/${plan.slug}#day-2`)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/reading-plans/${plan.slug}#day-2$`))
  const day = page.locator('details#day-2')
  await expect(day).toHaveAttribute('open', '')
  await expect(day.locator('summary')).toHaveAttribute('aria-current', 'step')
  await expect(day.getByRole('button', { name: 'Read here: Zephaniah 3:17' })).toBeVisible()
  await expect(page.locator('details#day-3')).not.toHaveAttribute('open', '')

  // Opened straight from its address too (a shared link, a reload).
  await page.goto(`/reading-plans/${plan.slug}#day-3`)
  await expect(page.locator('details#day-3')).toHaveAttribute('open', '')
  await expect(page.locator('details#day-3 summary')).toHaveAttribute('aria-current', 'step')
})
