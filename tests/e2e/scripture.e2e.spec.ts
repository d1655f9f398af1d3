import { expect, test } from '@playwright/test'

import { axeFindings, readerHtml } from './helpers'

/**
 * The Bible on the site: /scripture lists the books, each chapter has its page with numbered
 * verses (anchors #v1…), the way to the chapters before and after, and the translation credited;
 * an address the Bible does not have is the site's whole 404 page.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

test('a chapter reads as the server sends it: its verses, anchors and the way on', async ({ request }) => {
  const res = await request.get('/scripture/john/3')
  expect(res.status()).toBe(200)
  const html = await readerHtml(res)
  expect(html).toContain('John 3</h1>')
  expect(html).toMatch(/id="v16"[^>]*>.*For God so loved the world, that he gave his only born Son/)
  expect(html).toContain('href="/scripture/john/2"')
  expect(html).toContain('href="/scripture/john/4"')
  expect(html).toContain('World English Bible')

  const books = await readerHtml(await request.get('/scripture'))
  expect(books).toContain('href="/scripture/genesis/1"')
  expect(books).toContain('href="/scripture/song-of-solomon/1"')
  expect(books).toContain('href="/scripture/1-john/1"')

  for (const missing of ['/scripture/romans/99', '/scripture/hezekiah/1', '/scripture/john/0', '/scripture/john/3x']) {
    const answer = await request.get(missing)
    expect(answer.status(), missing).toBe(404)
    expect(await readerHtml(answer), missing).toContain('404 Page Not Found')
  }
})

test('a reference link marks its verses in the HTML the server sends; a range the chapter lacks is not a page', async ({ request }) => {
  const marked = await readerHtml(await request.get('/scripture/john/3?v=16-18'))
  const marks = [...marked.matchAll(/id="v(\d+)"[^>]*>(?:(?!<\/p>).)*<mark/g)].map((m) => Number(m[1]))
  expect(marks).toEqual([16, 17, 18])
  expect(marked).toContain('<link rel="canonical" href="http://localhost')
  expect(marked).toMatch(/rel="canonical" href="[^"]*\/scripture\/john\/3"/)
  // A range the chapter lacks, backwards or made up is the 404 page (never stored), not a page of its own.
  for (const range of ['24-90', '18-16', '16-16', '99', 'abc16']) {
    const answer = await request.get(`/scripture/john/3?v=${encodeURIComponent(range)}`)
    expect(answer.status(), range).toBe(range === 'abc16' ? 200 : 404)
    if (range === 'abc16') expect(await readerHtml(answer)).not.toContain('<mark')
  }
})

test('the picker opens another book and chapter, with and without JavaScript', async ({ page, request, browser, baseURL }) => {
  const plain = await request.get('/scripture/go?book=psalms&chapter=23', { maxRedirects: 0 })
  expect(plain.status()).toBe(303)
  expect(plain.headers().location).toBe('/scripture/psalms/23')
  // Without JavaScript the chapter list stays the shown book's: a chapter past the chosen book's end opens its last.
  const plainPage = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage()
  await plainPage.goto('/scripture/genesis/50')
  const plainPicker = plainPage.getByRole('form', { name: 'Go to a passage' })
  await plainPicker.getByLabel('Book').selectOption({ label: 'Jude' })
  await expect(plainPicker.getByLabel('Chapter')).toHaveValue('50')
  await plainPicker.getByRole('button', { name: 'Go' }).click()
  await expect(plainPage).toHaveURL(/\/scripture\/jude\/1$/)
  await expect(plainPage.getByRole('heading', { level: 1 })).toHaveText('Jude 1')
  await plainPage.context().close()

  await page.setViewportSize(PHONE)
  await page.goto('/scripture/john/3')
  const picker = page.getByRole('form', { name: 'Go to a passage' })
  await picker.getByLabel('Book').selectOption({ label: 'Jude' })
  // Jude has one chapter: the chapter list follows the book.
  await expect(picker.getByLabel('Chapter').locator('option')).toHaveCount(1)
  await picker.getByLabel('Book').selectOption({ label: 'Psalms' })
  await picker.getByLabel('Chapter').selectOption('23')
  await picker.getByRole('button', { name: 'Go' }).click()
  await expect(page).toHaveURL(/\/scripture\/psalms\/23$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Psalms 23')
})

test('a reader follows a verse link, moves to the next chapter, and axe finds nothing at either size', async ({ page }) => {
  const findings: string[] = []
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size)
    await page.goto('/scripture')
    findings.push(...(await axeFindings(page, `/scripture at ${size.width}`)))
    await page.goto('/scripture/romans/12#v2')
    await expect(page.locator('#v2')).toContainText('Don’t be conformed to this world')
    findings.push(...(await axeFindings(page, `/scripture/romans/12 at ${size.width}`)))
  }
  await page.getByRole('link', { name: 'Romans 13 →' }).click()
  await expect(page).toHaveURL(/\/scripture\/romans\/13$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Romans 13')
  expect(findings).toEqual([])
})
