import { readFile } from 'node:fs/promises'

import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import ICAL from 'ical.js'

import { loopbackAddress, requestFrom } from './fromAddress'
import { unique, readerHtml, axeScan } from './helpers'

/**
 * The reading plans, as readers use them: a visitor filters the list and clears the filters,
 * works through a plan (progress kept on reload), downloads it for a calendar and shares it; a
 * member then finds the same progress in a second browser. The seeded plans are read from the
 * page, never by their texts.
 */

// A click's client-side navigation may wait for the server to render the view first.
const NAVIGATION = { timeout: 30_000 }
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const PASSWORD = 'a-long-member-password-93'
const DURATIONS = [
  ['Short (up to 7 days)', 'short'],
  ['Medium (8–30 days)', 'medium'],
  ['Long (over 30 days)', 'long'],
] as const

const main = (page: Page) => page.getByRole('main')
const cards = (page: Page) => main(page).getByRole('article')
const cardTitles = async (page: Page) => (await cards(page).getByRole('heading').allTextContents()).map((t) => t.trim())
const group = (page: Page, name: string) => main(page).getByRole('group', { name })
const choice = (page: Page, groupName: string, name: string) => group(page, groupName).getByRole('link', { name, exact: true })
const showing = (page: Page) => main(page).getByText(/^Showing \d+ of \d+ plans?$/)
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title })

const filters = (page: Page) => {
  const params = new URL(page.url()).searchParams
  return { theme: params.get('theme'), topic: params.get('topic'), duration: params.get('duration') }
}

/** The new view has replaced the placeholders. */
const settled = async (page: Page) => expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0, NAVIGATION)

const waitForFilters = async (page: Page, expected: ReturnType<typeof filters>) => {
  await expect.poll(() => filters(page), NAVIGATION).toEqual(expected)
  await settled(page)
}

const shownCount = async (page: Page) => Number(((await showing(page).textContent()) ?? '').match(/Showing (\d+)/)![1])

/** The badges of a card: its theme, then its duration label. */
const cardBadges = async (card: Locator) => (await card.locator('[data-tone]').allTextContents()).map((t) => t.trim())

// Plan page pieces.
const day = (page: Page, n: number) => page.locator(`details#day-${n}`)
const progressBar = (page: Page) => main(page).getByRole('progressbar')
const listedDays = (page: Page) => main(page).locator('details[id^="day-"]')

/** The first plan of the list, opened from its card. */
const openFirstPlan = async (page: Page) => {
  await page.goto('/reading-plans')
  const link = cards(page).first().getByRole('heading').getByRole('link')
  const href = (await link.getAttribute('href'))!
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`), NAVIGATION)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  return href
}

/** A member of the test's own, registered from a loopback address of its own (registration is limited per address). */
const newMember = async (baseURL: string) => {
  const email = `${unique('reader').replace(/\s/g, '-')}@example.test`
  const registered = await requestFrom(loopbackAddress(), `${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Ruth' }),
  })
  expect(registered.status, registered.body).toBe(201)
  return email
}

const signIn = async (page: Page, email: string) => {
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })
  expect(login.status(), await login.text()).toBe(200)
}

const newPage = async (browser: Browser, baseURL: string | undefined) => {
  const context = await browser.newContext({ baseURL })
  return { context, page: await context.newPage() }
}

/** The plan page has merged the browser's copy with the member's account. */
const savedToAccount = (page: Page) => expect(main(page).getByText('Your progress and answers are saved to your account.')).toBeVisible(NAVIGATION)

test.describe('a reader filtering the reading plans', () => {
  test('filters by theme, topic and duration, and clears them', async ({ page }) => {
    await page.goto('/reading-plans')
    await expect(page.getByRole('heading', { level: 1, name: 'Reading Plans' })).toBeVisible()
    const all = await cardTitles(page)
    expect(all.length).toBeGreaterThan(1)
    await expect(showing(page)).toHaveText(`Showing ${all.length} of ${all.length} plans`)
    await expect(main(page).getByText('~10 min/day')).toHaveCount(all.length)
    for (const name of ['Theme', 'Topic', 'Duration']) await expect(choice(page, name, 'All')).toHaveAttribute('aria-current', 'page')

    // Theme: the first card's.
    const first = cards(page).first()
    const title = (await first.getByRole('heading').textContent())!.trim()
    const [theme] = await cardBadges(first)
    await choice(page, 'Theme', theme).click()
    await waitForFilters(page, { theme, topic: null, duration: null })
    await expect(choice(page, 'Theme', theme)).toHaveAttribute('aria-current', 'page')
    expect(await cardTitles(page)).toContain(title)
    for (const card of await cards(page).all()) expect((await cardBadges(card))[0]).toBe(theme)
    await expect(showing(page)).toHaveText(new RegExp(`^Showing ${await cards(page).count()} of ${all.length} plans?$`))

    // Duration together with the theme: the card is under exactly one length.
    let lengths = 0
    for (const [name, value] of DURATIONS) {
      await choice(page, 'Duration', name).click()
      await waitForFilters(page, { theme, topic: null, duration: value })
      await expect(main(page).getByText('2 active')).toBeVisible()
      if ((await cardTitles(page)).includes(title)) lengths++
    }
    expect(lengths).toBe(1)

    // Clear all: the whole list again.
    await main(page).getByRole('link', { name: 'Clear all' }).click()
    await expect(page).toHaveURL(/\/reading-plans$/, NAVIGATION)
    await settled(page)
    expect(await cardTitles(page)).toEqual(all)

    // Topic: each one narrows the list to plans that carry it.
    const topics = (await group(page, 'Topic').getByRole('link').allTextContents()).map((t) => t.trim()).filter((t) => t !== 'All')
    expect(topics.length).toBeGreaterThan(0)
    await choice(page, 'Topic', topics[0]).click()
    await waitForFilters(page, { theme: null, topic: topics[0], duration: null })
    const withTopic = await shownCount(page)
    expect(withTopic).toBeGreaterThan(0)
    expect(withTopic).toBeLessThanOrEqual(all.length)
    await expect(cards(page)).toHaveCount(withTopic)

    // Each duration on its own, and the counts add up to the whole list.
    await main(page).getByRole('link', { name: 'Clear all' }).click()
    await expect(page).toHaveURL(/\/reading-plans$/, NAVIGATION)
    let total = 0
    for (const [name, value] of DURATIONS) {
      await choice(page, 'Duration', name).click()
      await waitForFilters(page, { theme: null, topic: null, duration: value })
      total += await shownCount(page)
    }
    expect(total).toBe(all.length)
  })

  test('an unknown value shows the empty state, and Clear filters brings the list back', async ({ page }) => {
    await page.goto('/reading-plans?duration=forever&theme=Nothing')
    await expect(main(page).getByText('No reading plans found')).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    await expect(showing(page)).toHaveText(/^Showing 0 of \d+ plans?$/)
    // A value that is not a choice still shows, chosen.
    await expect(choice(page, 'Theme', 'Nothing')).toHaveAttribute('aria-current', 'page')
    await main(page).getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/reading-plans$/, NAVIGATION)
    await settled(page)
    expect(await cards(page).count()).toBeGreaterThan(0)
  })

  test('the filter panel opens and closes', async ({ page }) => {
    await page.goto('/reading-plans')
    const summary = main(page).locator('summary', { hasText: 'Filters' })
    await expect(group(page, 'Theme')).toBeVisible()
    await summary.click()
    await expect(group(page, 'Theme')).toBeHidden()
    await summary.click()
    await expect(group(page, 'Theme')).toBeVisible()
  })

  test('the list and a filtered list arrive in the HTML, before any JavaScript runs', async ({ page }) => {
    const html = await readerHtml(await page.request.get('/reading-plans'))
    const links = [...html.matchAll(/<h2[^>]*><a[^>]*href="\/reading-plans\/([a-z0-9-]+)"/g)]
    expect(links.length).toBeGreaterThan(1)
    expect(html).toMatch(/Showing \d+ of \d+ plans/)
    expect(html).toContain('~10 min/day')
    const filtered = await (await page.request.get('/reading-plans?duration=no-such-length')).text()
    expect(filtered).toContain('No reading plans found')
    expect(filtered).not.toMatch(/<h2[^>]*><a[^>]*href="\/reading-plans\/[a-z0-9-]+"/)
  })
})

test.describe('a reading plan', () => {
  test('keeps a visitor’s progress and answers on reload, steps between days, and lists each day’s passages', async ({ page }) => {
    await openFirstPlan(page)
    const count = await listedDays(page).count()
    expect(count).toBeGreaterThan(2)
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0')
    await expect(main(page).getByText(`0 of ${count} days completed`)).toBeVisible()

    // Previous is disabled on the first day; Next steps to day 2 and opens it.
    const nav = main(page).getByRole('navigation', { name: 'Days of the plan' })
    await expect(nav.getByRole('button', { name: /Previous Day/ })).toBeDisabled()
    await expect(day(page, 1)).toHaveAttribute('open', '')
    await day(page, 1).getByRole('button', { name: 'Mark as Complete' }).click()
    await expect(day(page, 1).getByRole('button', { name: 'Mark as Incomplete' })).toBeVisible()
    await nav.getByRole('button', { name: /Next Day/ }).click()
    await expect(day(page, 2)).toHaveAttribute('open', '')
    await expect(day(page, 1)).not.toHaveAttribute('open', '')
    await expect(nav.getByRole('button', { name: /Previous Day/ })).toBeEnabled()
    await day(page, 2).getByRole('button', { name: 'Mark as Complete' }).click()
    const answer = day(page, 2).getByRole('textbox').first()
    await answer.fill('Godly grief turns me toward Him.')
    await expect(main(page).getByText(`2 of ${count} days completed`)).toBeVisible()
    const percent = String(Math.round((2 / count) * 100))
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', percent)

    // Passages link to the ESV, in a new tab.
    const passage = day(page, 2).getByRole('link', { name: /ESV, opens in a new tab/ }).first()
    await expect(passage).toHaveAttribute('href', /^https:\/\/www\.esv\.org\/[^/]+\/$/)
    await expect(passage).toHaveAttribute('target', '_blank')

    await page.reload()
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', percent)
    await expect(day(page, 1).getByRole('button', { name: 'Mark as Incomplete', includeHidden: true })).toHaveCount(1)
    await day(page, 2).locator('summary').click()
    await expect(day(page, 2).getByRole('textbox').first()).toHaveValue('Godly grief turns me toward Him.')

    // Un-marking a day counts it out again.
    await day(page, 2).getByRole('button', { name: 'Mark as Incomplete' }).click()
    await expect(main(page).getByText(`1 of ${count} days completed`)).toBeVisible()
  })

  test('on a phone, the day dropdown jumps to a day; Next is disabled on the last', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await openFirstPlan(page)
    const count = await listedDays(page).count()
    const dropdown = main(page).getByRole('combobox', { name: 'Go to day' })
    await expect(dropdown).toBeVisible()
    await dropdown.selectOption({ index: count - 1 })
    const last = listedDays(page).last()
    await expect(last).toHaveAttribute('open', '')
    await expect(main(page).getByRole('button', { name: /Next Day/ })).toBeDisabled()
    await expect(main(page).getByRole('button', { name: /Previous Day/ })).toBeEnabled()
    // Clicking a day's title opens and closes it.
    await day(page, 1).locator('summary').click()
    await expect(day(page, 1)).toHaveAttribute('open', '')
    await day(page, 1).locator('summary').click()
    await expect(day(page, 1)).not.toHaveAttribute('open', '')
  })

  test('downloads an iCalendar file with one all-day event per listed day from the start date', async ({ page }) => {
    await openFirstPlan(page)
    const count = await listedDays(page).count()
    const start = main(page).getByLabel('Start date')
    await start.fill('2030-05-06')
    const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('button', { name: /Download/ }).click()])
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/)
    const ics = await readFile((await download.path())!, 'utf8')
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(events).toHaveLength(count)
    expect(events.every((e) => e.startDate.isDate)).toBe(true)
    expect(events[0].startDate.toString()).toBe('2030-05-06')
    // The page stays where it is.
    await expect(page).toHaveURL(/\/reading-plans\/[a-z0-9-]+$/)
  })

  test('Share copies the link where there is no share sheet', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] })
    // A desktop browser without the Web Share API, whatever this one has.
    await context.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share
    })
    const page = await context.newPage()
    try {
      const href = await openFirstPlan(page)
      await main(page).getByRole('button', { name: 'Share' }).click()
      await expect(toast(page, 'Link copied to clipboard!')).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(href, page.url()).href)
    } finally {
      await context.close()
    }
  })

  test('an unknown plan redirects to the list', async ({ page }) => {
    await page.goto('/reading-plans/no-such-reading-plan-here')
    await expect(page).toHaveURL(/\/reading-plans$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Reading Plans' })).toBeVisible()
  })

  test('a plan arrives with its days in the HTML, before any JavaScript runs', async ({ page }) => {
    const list = await readerHtml(await page.request.get('/reading-plans'))
    const slug = list.match(/href="\/reading-plans\/([a-z0-9-]+)"/)![1]
    const html = await readerHtml(await page.request.get(`/reading-plans/${slug}`))
    expect(html).toContain('Mark as Complete')
    expect(html).toMatch(/href="https:\/\/www\.esv\.org\/[^"]+"/)
    expect(html).toContain('role="progressbar"')
    expect(html).toContain(`action="/api/reading-plans/${slug}/calendar"`)
  })
})

test.describe('a member’s progress', () => {
  test('follows the member from one browser to another, and stays their own', async ({ browser, baseURL }) => {
    const email = await newMember(baseURL!)
    const laptop = await newPage(browser, baseURL)
    const phone = await newPage(browser, baseURL)
    const stranger = await newPage(browser, baseURL)
    try {
      // On the laptop, as a visitor: days 1 and 2 and an answer, kept in the browser.
      const href = await openFirstPlan(laptop.page)
      const count = await listedDays(laptop.page).count()
      await day(laptop.page, 1).getByRole('button', { name: 'Mark as Complete' }).click()
      await day(laptop.page, 2).locator('summary').click()
      await day(laptop.page, 2).getByRole('button', { name: 'Mark as Complete' }).click()
      await day(laptop.page, 2).getByRole('textbox').first().fill('Written on the laptop before signing in.')
      await expect(laptop.page.getByText(`2 of ${count} days completed`)).toBeVisible()

      // Signing in merges the browser's copy into the account.
      await signIn(laptop.page, email)
      const merged = laptop.page.waitForResponse((r) => r.url().endsWith(`/api${href}/progress`) && r.request().method() === 'PUT')
      await laptop.page.reload()
      expect((await merged).status()).toBe(200)
      await savedToAccount(laptop.page)
      await expect(laptop.page.getByText(`2 of ${count} days completed`)).toBeVisible()

      // The phone, signed in as the same member, shows the same.
      await signIn(phone.page, email)
      await phone.page.goto(href)
      await savedToAccount(phone.page)
      await expect(phone.page.getByText(`2 of ${count} days completed`)).toBeVisible()
      await expect(day(phone.page, 1).getByRole('button', { name: 'Mark as Incomplete', includeHidden: true })).toHaveCount(1)
      await day(phone.page, 2).locator('summary').click()
      await expect(day(phone.page, 2).getByRole('textbox').first()).toHaveValue('Written on the laptop before signing in.')

      // A change on the phone reaches the laptop.
      await day(phone.page, 3).locator('summary').click()
      const saved = phone.page.waitForResponse((r) => r.url().endsWith(`/api${href}/progress`) && r.request().method() === 'PUT')
      await day(phone.page, 3).getByRole('button', { name: 'Mark as Complete' }).click()
      expect((await saved).status()).toBe(200)
      await laptop.page.reload()
      await savedToAccount(laptop.page)
      await expect(laptop.page.getByText(`3 of ${count} days completed`)).toBeVisible()

      // Another member sees none of it.
      await signIn(stranger.page, await newMember(baseURL!))
      await stranger.page.goto(href)
      await savedToAccount(stranger.page)
      await expect(stranger.page.getByText(`0 of ${count} days completed`)).toBeVisible()
    } finally {
      await Promise.all([laptop.context.close(), phone.context.close(), stranger.context.close()])
    }
  })
})

test.describe('accessibility', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`axe finds no violations on the list, a filtered list and a plan (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/reading-plans')
      const detail = (await cards(page).first().getByRole('heading').getByRole('link').getAttribute('href'))!
      for (const path of ['/reading-plans', '/reading-plans?duration=short', '/reading-plans?duration=forever', detail]) {
        await page.goto(path)
        await settled(page)
        // The dev server's overlay is not part of the site.
        const { violations } = await axeScan(page)
        expect(violations.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
      }
    })
  }
})
