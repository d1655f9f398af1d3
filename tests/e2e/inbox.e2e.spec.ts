import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from '@playwright/test'

import { ADMIN, adminApi, loginToAdmin, unique, adminFormReady } from './helpers'

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** The rows of a CSV the plugin wrote (BOM, header, values quoted only where needed). */
const csvRows = (text: string) => {
  const [header, ...lines] = text.replace(/^\uFEFF/, '').trim().split(/\r?\n/)
  const names = header.split(',')
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [names[i], value])))
}

const quickFilter = (page: Page, label: RegExp) => page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: label })

test('the creator exports the subscribers as CSV from their list and finds a new subscriber in it', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const api = await adminApi(playwright, baseURL!)
  const email = `${slugOf(unique('export-reader'))}@example.test`
  const created = await api.post('/cms-api/newsletter-subscribers', { data: { email, status: 'active', topics: ['general'] } })
  expect(created.status(), await created.text()).toBe(201)

  await loginToAdmin(page, ADMIN.email, ADMIN.password)
  await page.goto('/admin/collections/newsletter-subscribers')
  // The quick filters lead to the list as Payload's own filter writes it.
  await quickFilter(page, /^Subscribed \(\d+\)$/).click()
  await expect(page).toHaveURL(/where(%5B|\[)or(%5D|\])/, { timeout: 30_000 })
  expect(new URL(page.url()).searchParams.get('where[or][0][and][0][status][equals]')).toBe('active')
  await expect(quickFilter(page, /^Subscribed/)).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('link', { name: email })).toBeVisible()

  // The list's menu → Export → Download, through the import-export plugin's own drawer.
  await page.locator('.list-controls .popup-button').last().click()
  await page.getByText('Export Newsletter subscribers').click()
  const drawer = page.locator('.drawer--is-open')
  const name = slugOf(unique('subscribers'))
  await drawer.locator('#field-name').fill(name)
  const downloading = page.waitForEvent('download')
  await drawer.getByRole('button', { name: 'Download' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`${name}-newsletter-subscribers.csv`)
  const text = await readFile(await download.path(), 'utf8')

  const rows = csvRows(text)
  const row = rows.find((r) => r.email === email)
  // The drawer exports the list's columns under its current filter ("Subscribed").
  expect(row, text.slice(0, 300)).toMatchObject({ email, status: 'active', topics_0: 'general' })
  expect(rows.every((r) => r.status === 'active')).toBe(true)
  // The confirm/unsubscribe secret never leaves the server.
  expect(Object.keys(row!)).not.toContain('token')
})

test('opening a new music suggestion marks it read; accepted, it starts one draft analysis', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const api = await adminApi(playwright, baseURL!)
  const songTitle = unique('Suggested song')
  const artist = unique('Suggested artist')
  const created = await api.post('/cms-api/music-suggestions', {
    data: { songTitle, artist, link: 'https://example.test/listen', reason: 'The chorus says something worth weighing.' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; status: string } }
  expect(doc.status).toBe('new')
  const stored = async () => (await (await api.get(`/cms-api/music-suggestions/${doc.id}?depth=0`)).json()) as { status: string; analysis: number | null }

  await loginToAdmin(page, ADMIN.email, ADMIN.password)
  await page.goto(`/admin/collections/music-suggestions?search=${encodeURIComponent(songTitle)}`)
  const row = page.getByRole('row').filter({ hasText: songTitle })
  await expect(row.locator('.pill', { hasText: 'New' })).toBeVisible()
  await row.getByRole('link', { name: songTitle }).click()

  // Opening it is reading it: the server says "read", and the form shows it without a change to save.
  await expect.poll(async () => (await stored()).status, { timeout: 30_000 }).toBe('read')
  await expect(page.locator('#field-status')).toContainText('Read')
  await expect(page.getByRole('button', { name: 'Start a draft analysis' })).toHaveCount(0)

  await adminFormReady(page)
  await page.locator('#field-status').click()
  await page.locator('.rs__option', { hasText: 'Accepted' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })

  await page.getByRole('button', { name: 'Start a draft analysis' }).click()
  await page.waitForURL(/\/admin\/collections\/music-analyses\/\d+/)
  const analysisId = Number(new URL(page.url()).pathname.split('/').pop())
  await expect(page.locator('#field-title')).toHaveValue(`${songTitle} by ${artist}`, { timeout: 30_000 })
  await expect(page.locator('#field-artist')).toHaveValue(artist)
  await expect(page.locator('#field-song')).toHaveValue(songTitle)
  expect((await stored()).analysis).toBe(analysisId)

  // Back on the suggestion, the button opens that same draft; no second one is made.
  await page.goto(`/admin/collections/music-suggestions/${doc.id}`)
  await page.getByRole('button', { name: 'Open the draft analysis' }).click()
  await page.waitForURL(new RegExp(`/admin/collections/music-analyses/${analysisId}$`))
  const drafts = await api.get(`/cms-api/music-analyses?draft=true&depth=0&where[title][equals]=${encodeURIComponent(`${songTitle} by ${artist}`)}`)
  expect(((await drafts.json()) as { totalDocs: number }).totalDocs).toBe(1)
})
