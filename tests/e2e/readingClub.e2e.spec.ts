import { expect, test, type Locator, type Page } from '@playwright/test'

import { axeFindings, creatorFinds, holdRequests, unique, readerHtml } from './helpers'

/**
 * The reading club as readers use it: this month's book and an earlier one, then a visitor
 * (no account) suggests a book, and the creator finds it in /admin. The seeded books are read
 * from the page, never by their texts.
 */

// Against a dev server (E2E_BASE_URL), the creator's account is the dev seed's.

const CLUB = '/reading-club'
const SUGGEST = '/submit-book'
// A click's client-side navigation may wait for the server to render the next page first.
const NAVIGATION = { timeout: 30_000 }

const main = (page: Page) => page.getByRole('main')
const bookOfTheMonth = (page: Page) => main(page).getByRole('region', { name: 'Book of the Month' })
const previousSelections = (page: Page) => main(page).getByRole('region', { name: 'Previous Selections' })
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title })
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name })
const text = async (locator: Locator) => ((await locator.textContent()) ?? '').trim()

/** Biblically Sound green, Use Discernment yellow, any other rating red. */
const RATING_TONES: Record<string, string> = { 'Biblically Sound': 'green', 'Use Discernment': 'yellow' }
const ratingTone = (rating: string) => RATING_TONES[rating] ?? 'red'

const expectRatingBadge = async (scope: Locator) => {
  const badge = scope.locator('[data-tone]').first()
  await expect(badge).toBeVisible()
  expect(await badge.getAttribute('data-tone')).toBe(ratingTone(await text(badge)))
}

/** The book's own page: its title, author, rating, key insights and the way back. */
const expectBookPage = async (page: Page, title: string) => {
  await expect(page).toHaveURL(/\/reading-club\/[a-z0-9-]+$/, NAVIGATION)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(main(page).getByText(/^by /).first()).toBeVisible()
  await expectRatingBadge(main(page).locator('header'))
  await expect(main(page).getByRole('heading', { level: 2, name: 'Key Insights' })).toBeVisible()
  await expect(main(page).getByRole('region', { name: 'Key Insights' }).getByRole('listitem').first()).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'Back to the Reading Club' })).toHaveAttribute('href', CLUB)
}

test('a reader opens the book of the month and a previous selection', async ({ page }) => {
  await page.goto(CLUB)
  await expect(page.getByRole('heading', { level: 1, name: 'Reading Club' })).toBeVisible()

  const current = bookOfTheMonth(page)
  const currentTitle = current.getByRole('heading', { level: 3 })
  const title = await text(currentTitle)
  expect(title).not.toBe('')
  await expectRatingBadge(current)
  await expect(current.getByRole('img')).toBeVisible()
  await expect(current.getByRole('heading', { level: 4, name: 'Key Insights' })).toBeVisible()
  expect(await current.getByRole('region', { name: 'Key Insights' }).getByRole('listitem').count()).toBeGreaterThan(0)
  await expect(main(page).getByRole('link', { name: 'Suggest a Book' })).toHaveAttribute('href', SUGGEST)

  await currentTitle.getByRole('link').click()
  await expectBookPage(page, title)
  await expect(main(page).getByText('Book of the Month', { exact: false }).first()).toBeVisible()

  await main(page).getByRole('link', { name: 'Back to the Reading Club' }).click()
  await expect(page).toHaveURL(new RegExp(`${CLUB}$`), NAVIGATION)
  const card = previousSelections(page).getByRole('article').first()
  const previousTitle = await text(card.getByRole('heading', { level: 3 }))
  expect(previousTitle).not.toBe(title)
  await expectRatingBadge(card)

  await card.getByRole('link', { name: previousTitle }).click()
  await expectBookPage(page, previousTitle)
})

test('the pages carry their content in the HTML itself, and an unknown book answers 404 with a way back', async ({ request }) => {
  const club = await request.get(CLUB)
  expect(club.status()).toBe(200)
  const html = await readerHtml(club)
  for (const part of ['>Reading Club</h1>', '>Book of the Month</h2>', '>Key Insights</h4>', '>Previous Selections</h2>', 'href="/submit-book"']) {
    expect(html).toContain(part)
  }
  const detail = html.match(/href="(\/reading-club\/[a-z0-9-]+)"/)?.[1]
  expect(detail).toBeTruthy()

  const book = await request.get(detail!)
  expect(book.status()).toBe(200)
  const bookHtml = await book.text()
  expect(bookHtml).toContain('>Key Insights</h2>')
  const jsonLd = JSON.parse(bookHtml.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1])
  expect(jsonLd).toMatchObject({ '@type': 'Review', itemReviewed: { '@type': 'Book', name: expect.any(String), author: expect.any(String) } })
  expect(bookHtml).toContain(`<link rel="canonical" href="${new URL(detail!, book.url()).href}"/>`)

  const form = await request.get(SUGGEST)
  expect(form.status()).toBe(200)
  const formHtml = await form.text()
  expect(formHtml).toContain('>Suggest a Book</h1>')
  expect(formHtml).toContain('<form')
  expect(formHtml).toContain('Why should we read it?')

  const missing = await request.get(`${CLUB}/${unique('no-such-book').replace(/\s/g, '-')}`)
  expect(missing.status()).toBe(404)
  const missingHtml = await missing.text()
  expect(missingHtml).toContain('Book not found')
  expect(missingHtml).toContain('Back to the Reading Club')
})

test('a visitor suggests a book without signing in: the messages, "Submitting...", the toast, an empty form', async ({ page, browser, baseURL }) => {
  test.slow()
  // Suggestions are limited per client address: behind the test server's trusted proxy this
  // test is a client of its own.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(process.pid % 250) + 1}` })
  const title = unique('A book to read together')

  await page.goto(CLUB)
  await main(page).getByRole('link', { name: 'Suggest a Book' }).click()
  await expect(page).toHaveURL(new RegExp(`${SUGGEST}$`), NAVIGATION)
  await expect(page.getByRole('heading', { level: 1, name: 'Suggest a Book' })).toBeVisible()
  const send = main(page).getByRole('button', { name: 'Suggest Book' })

  // Nothing typed: each required field says what it needs; the optional e-mail says nothing.
  await send.click()
  await expect(main(page).getByText('Title must be at least 2 characters.')).toBeVisible()
  await expect(main(page).getByText('Author must be at least 2 characters.')).toBeVisible()
  await expect(main(page).getByText('Please tell us in at least 20 characters why this book would help.')).toBeVisible()
  await expect(main(page).getByText('Please enter a valid email address.')).toHaveCount(0)
  await expect(field(page, 'Book title')).toHaveAttribute('aria-invalid', 'true')

  await field(page, 'Book title').fill(title)
  await field(page, 'Author').fill('A. Test Author')
  await field(page, 'Why should we read it?').fill('It is short.')
  await field(page, 'Email (optional)').fill('not-an-address')
  await send.click()
  await expect(main(page).getByText('Please enter a valid email address.')).toBeVisible()
  await expect(main(page).getByText('Please tell us in at least 20 characters why this book would help.')).toBeVisible()
  await expect(main(page).getByText('Title must be at least 2 characters.')).toHaveCount(0)

  await field(page, 'Why should we read it?').fill('It taught me to pray through the Psalms when I had no words of my own.')
  await field(page, 'Email (optional)').fill('reader@example.test')
  const release = await holdRequests(page, '/api/reading-club/suggest')
  await send.click()
  await expect(main(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  release()

  await expect(toast(page, 'Suggestion received')).toContainText('Thank you for your suggestion.', NAVIGATION)
  for (const name of ['Book title', 'Author', 'Why should we read it?', 'Email (optional)']) await expect(field(page, name)).toHaveValue('')
  await expect(send).toBeEnabled()

  await creatorFinds(browser, baseURL!, 'book-suggestions', title, { author: 'A. Test Author', email: 'reader@example.test' })
})

test('a refused suggestion keeps what was typed: the failure toast and the server’s field messages', async ({ page }) => {
  // The answers are made up here, so nothing is stored and no limit is spent.
  const answers: { status: number; body: unknown }[] = [
    { status: 500, body: { message: 'Something went wrong.' } },
    { status: 400, body: { message: 'Invalid input.', errors: { author: 'Author must be at most 160 characters.' } } },
  ]
  await page.route('**/api/reading-club/suggest', (route) => {
    const answer = answers.shift()!
    return route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) })
  })

  await page.goto(SUGGEST)
  await field(page, 'Book title').fill('A book the server refuses')
  await field(page, 'Author').fill('A. Test Author')
  await field(page, 'Why should we read it?').fill('The server will not take this one, so the form keeps it.')
  const send = main(page).getByRole('button', { name: 'Suggest Book' })
  await send.click()
  await expect(toast(page, 'Suggestion failed')).toContainText('There was an error sending your suggestion. Please try again.')
  await expect(field(page, 'Book title')).toHaveValue('A book the server refuses')

  await send.click()
  await expect(main(page).getByText('Author must be at most 160 characters.')).toBeVisible()
  await expect(field(page, 'Author')).toHaveAttribute('aria-invalid', 'true')
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`axe finds no violations on the reading club's pages at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    test.slow()
    await page.setViewportSize(viewport)
    const scan = async (label: string) => expect(await axeFindings(page, label)).toEqual([])

    await page.goto(CLUB)
    await scan(CLUB)
    const detail = await bookOfTheMonth(page).getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')
    await page.goto(detail!)
    await scan(detail!)
    await page.goto(`${CLUB}/${unique('no-such-book').replace(/\s/g, '-')}`)
    await scan('an unknown book')
    await page.goto(SUGGEST)
    await scan(SUGGEST)
    await main(page).getByRole('button', { name: 'Suggest Book' }).click()
    await expect(main(page).getByText('Title must be at least 2 characters.')).toBeVisible()
    await scan(`${SUGGEST} with its messages`)
  })
}
