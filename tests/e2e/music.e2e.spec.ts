import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test'

import { adminApi, unique, readerHtml, axeScan } from './helpers'

// Against a dev server (E2E_BASE_URL) the creator's account is the dev one.

// A click's client-side navigation may wait for the server to render the view first.
const NAVIGATION = { timeout: 30_000 }

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const VERDICTS = ['biblically sound', 'spiritually risky', 'unbiblical'] as const

type Playwright = PlaywrightWorkerArgs['playwright']
type Created = { id: number; slug: string; title: string; verdict: string }

// This file's own analyses: 13 in a genre and with a search word no other content has, so one
// genre fills two pages and one search finds more than a page. The demo's analyses are read from
// the page, never by their texts.
const stamp = unique('e2e').replace(/\s+/g, '').toLowerCase()
const GENRE = `Genre ${stamp}`
const WORD = `quasar${stamp.replace(/[^a-z0-9]/g, '')}`
const SECTION = { title: `What the song says ${stamp}`, content: 'The first paragraph of the section.\n\nThe second paragraph of the section.' }
let created: Created[] = []

const cmsApi = async (playwright: Playwright, baseURL: string) => {
  // Payload counts its session cookie only from the site itself: say so the way a browser does.
  const api = await adminApi(playwright, baseURL!)
  return api
}

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const api = await cmsApi(playwright, baseURL!)
  created = []
  for (let i = 0; i < 13; i++) {
    const title = `${WORD} analysis ${i + 1}`
    const verdict = VERDICTS[i % 3]
    const res = await api.post('/cms-api/music-analyses', {
      data: {
        title,
        artist: `Artist ${stamp}`,
        song: `Song ${i + 1}`,
        album: 'An Album',
        summary: 'An analysis made by the music list test.',
        sections: [SECTION],
        verdictReason: 'The reason for the verdict, written by the music list test.',
        supportingScripture: ['Philippians 4:8'],
        verdict,
        genres: [GENRE],
        tags: [WORD],
        _status: 'published',
      },
    })
    expect(res.ok(), await res.text()).toBe(true)
    const { doc } = (await res.json()) as { doc: { id: number; slug: string } }
    created.push({ ...doc, title, verdict })
  }
  await api.dispose()
})

test.afterAll(async ({ playwright, baseURL }) => {
  if (created.length === 0) return
  test.setTimeout(120_000)
  const api = await cmsApi(playwright, baseURL!)
  const ids = created.map((analysis, i) => `where[id][in][${i}]=${analysis.id}`).join('&')
  const res = await api.delete(`/cms-api/music-analyses?${ids}`)
  expect(res.ok(), await res.text()).toBe(true)
  await api.dispose()
})

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cardTitles = async (page: Page) => (await cards(page).getByRole('heading').allTextContents()).map((t) => t.trim())
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
const genreRow = (page: Page) => page.getByRole('group', { name: 'Genre' })
const verdictRow = (page: Page) => page.getByRole('group', { name: 'Verdict' })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search music analyses' })

/**
 * Opens a view of the list and waits until React has taken over its controls: before that a
 * click is a plain page load (which works, but shows no loading state) and typing is not seen.
 */
const openList = async (page: Page, path = '/music-analysis') => {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Music Analysis' })).toBeVisible()
  await expect
    .poll(() => searchBox(page).evaluate((box) => Object.keys(box).some((key) => key.startsWith('__reactProps'))), NAVIGATION)
    .toBe(true)
}

test('the list and a filtered view hold their cards in the HTML before any JavaScript runs', async ({ request }) => {
  const list = await request.get('/music-analysis')
  expect(list.status()).toBe(200)
  const html = await readerHtml(list)
  expect(html).toMatch(/<article[^>]*>[\s\S]*?href="\/music-analysis\/[a-z0-9-]+"/)
  expect(html).toContain('aria-label="Pagination"')

  const filtered = await request.get(`/music-analysis?genre=${encodeURIComponent(GENRE)}`)
  expect(filtered.status()).toBe(200)
  const filteredHtml = await filtered.text()
  for (const analysis of created.slice(-12)) expect(filteredHtml).toContain(`href="/music-analysis/${analysis.slug}"`)
})

test('pages through the unfiltered list with ?page=', async ({ page }) => {
  await openList(page)
  await expect(pagination(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
  const firstPage = await cardTitles(page)
  expect(firstPage).toHaveLength(12)

  await pagination(page).getByRole('link', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL(/\/music-analysis\?page=2$/, NAVIGATION)
  await expect(pagination(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(cards(page).first()).toBeVisible()
  expect(await cardTitles(page)).not.toContain(firstPage[0])

  // A page past the end is the empty state, not an error.
  const response = await page.goto('/music-analysis?page=999')
  expect(response?.status()).toBe(200)
  await expect(page.getByText('No music analyses found matching your filters.')).toBeVisible()
})

test('filters by genre, then verdict (the verdict wins); search narrows and hides pagination; clearing returns', async ({ page }) => {
  await openList(page)
  await genreRow(page).getByRole('link', { name: GENRE, exact: true }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('genre') === GENRE, NAVIGATION)
  await expect(genreRow(page).getByRole('link', { name: GENRE, exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(cards(page)).toHaveCount(12)
  for (const card of await cards(page).all()) await expect(card).toContainText(GENRE)
  await expect(pagination(page)).toBeVisible()

  // Page 2 of the genre, then a verdict: any filter change returns to page 1.
  await pagination(page).getByRole('link', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2', NAVIGATION)
  await expect(cards(page)).toHaveCount(1)

  const risky = verdictRow(page).getByRole('link', { name: /Spiritually Risky/ })
  await risky.click()
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('genre') === GENRE && url.searchParams.get('verdict') === 'spiritually-risky' && !url.searchParams.has('page'),
    NAVIGATION,
  )
  await expect(risky).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText('the verdict takes precedence')).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
  for (const card of await cards(page).all()) await expect(card).toContainText('⚠️ Spiritually Risky')
  // The genre no longer narrows: risky analyses of the demo's own genres are listed too.
  expect(await cards(page).filter({ hasNotText: GENRE }).count()).toBeGreaterThan(0)

  // Back to everything, then a search: every match on one page, no pagination.
  await openList(page)
  await expect(pagination(page)).toBeVisible()
  await searchBox(page).fill(WORD.toUpperCase())
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === WORD.toUpperCase(), NAVIGATION)
  await expect(cards(page)).toHaveCount(13)
  await expect(page.getByText(`13 analyses match “${WORD.toUpperCase()}”`)).toBeVisible()
  await expect(pagination(page)).toHaveCount(0)

  await searchBox(page).fill('')
  await expect(page).toHaveURL(/\/music-analysis$/, NAVIGATION)
  await expect(pagination(page)).toBeVisible()
  await expect(cards(page)).toHaveCount(12)
})

test('shows 6 skeleton cards while a filter change loads', async ({ page }) => {
  await openList(page)
  // Hold the new view's server answer for a moment so the loading state can be seen.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === '/music-analysis' && url.searchParams.has('verdict'),
    async (route) => {
      if (route.request().headers()['rsc']) await held
      await route.continue()
    },
  )
  await verdictRow(page).getByRole('link', { name: /Unbiblical/ }).click()
  const skeletons = page.getByTestId('card-skeletons')
  await expect(skeletons).toBeVisible()
  await expect(skeletons.locator('> div')).toHaveCount(6)
  release()
  await expect(page).toHaveURL((url) => url.searchParams.get('verdict') === 'unbiblical', NAVIGATION)
  await expect(skeletons).toHaveCount(0, NAVIGATION)
  for (const card of await cards(page).all()) await expect(card).toContainText('❌ Unbiblical')
})

test('opens an analysis from the list and reads its sections', async ({ page }) => {
  const analysis = created[0]
  await openList(page, `/music-analysis?q=${encodeURIComponent(analysis.title)}`)
  await cards(page).getByRole('link', { name: analysis.title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/music-analysis/${analysis.slug}$`), NAVIGATION)
  await expect(page.getByRole('heading', { level: 1, name: analysis.title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: SECTION.title })).toBeVisible()
  await expect(page.getByText('The second paragraph of the section.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Verdict' })).toBeVisible()
  await expect(page.getByText('The reason for the verdict, written by the music list test.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Supporting Scripture' })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Disclaimer' })).toBeVisible()
  await expect(page.getByRole('main').getByText('✅ Biblically Sound').first()).toBeVisible()

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
  expect(jsonLd).toMatchObject({ '@type': 'Review', itemReviewed: { '@type': 'MusicRecording', name: 'Song 1', byArtist: `Artist ${stamp}` } })

  await page.getByRole('link', { name: 'Back to Music Analysis' }).click()
  await expect(page).toHaveURL(/\/music-analysis$/, NAVIGATION)
})

test('an unknown analysis answers 404 with "Analysis Not Found" and a way back', async ({ page }) => {
  const response = await page.goto('/music-analysis/no-such-analysis-anywhere')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Analysis Not Found' })).toBeVisible()
  await expect(page.getByText("The music analysis you're looking for could not be found.")).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Music Analysis' })).toHaveAttribute('href', '/music-analysis')
})

test.describe('accessibility', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`axe finds no violations on the list, a filtered view and an analysis (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const paths = [
        '/music-analysis',
        `/music-analysis?genre=${encodeURIComponent(GENRE)}&verdict=unbiblical`,
        `/music-analysis/${created[1].slug}`,
      ]
      for (const path of paths) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        // The dev server's overlay is not part of the site.
        const { violations } = await axeScan(page)
        expect(violations.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
      }
    })
  }
})
