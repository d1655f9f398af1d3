import { expect, test, type Browser, type Page } from '@playwright/test'

import { mailTo } from '../setup/smtp'
import { ADMIN, cmsInPage, unique, axeScan } from './helpers'


const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const CONFIRMATION = /confirm your subscription/i

/**
 * A visitor of its own: the test server trusts 127.0.0.1 as a proxy, so the newsletter's
 * per-address limit counts this file's sign-ups apart from other files'.
 */
const ownAddress = (page: Page) => page.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${(process.pid % 250) + 1}` })

const subscribeForm = (page: Page) => page.getByRole('region', { name: 'Hear when the first episode is out' })
const emailField = (page: Page) => subscribeForm(page).getByRole('textbox', { name: 'Email address for podcast news' })
const subscribeButton = (page: Page) => subscribeForm(page).getByRole('button', { name: /^Subscrib/ })
const newAddress = () => `${unique('listener').replace(/\s/g, '-')}@example.test`

type Show = { rssUrl?: string | null; platformLinks?: Record<'apple' | 'spotify' | 'google', string | null> }

/** Saves the show's links as the creator, runs `check`, then puts back what was there. */
const withShow = async (browser: Browser, baseURL: string, show: Show, check: () => Promise<void>) => {
  const creatorContext = await browser.newContext({ baseURL })
  const creator = await creatorContext.newPage()
  await creator.goto('/podcast')
  const cms = cmsInPage(creator)
  expect((await cms('POST', '/cms-api/users/login', ADMIN)).status).toBe(200)
  const before = (await cms<Show>('GET', '/cms-api/globals/podcast-show?depth=0')).json
  try {
    expect((await cms('POST', '/cms-api/globals/podcast-show', show)).status).toBe(200)
    await check()
  } finally {
    await cms('POST', '/cms-api/globals/podcast-show', {
      rssUrl: before.rssUrl ?? null,
      platformLinks: { apple: null, spotify: null, google: null, ...before.platformLinks },
    })
    await creatorContext.close()
  }
}

test.describe('the podcast page', () => {
  test('shows the show, the coming-soon notice, the player placeholder and up to three upcoming episodes', async ({ page }) => {
    await page.goto('/podcast')
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
    await expect(page.getByText('Coming soon', { exact: true })).toBeVisible()

    const player = page.getByRole('region', { name: 'Episode player' })
    await expect(player).toContainText('Episodes will play here once the first one is released.')
    // A placeholder, not a player that does nothing: no controls to press.
    await expect(player.getByRole('button')).toHaveCount(0)
    await expect(player.locator('audio, video, iframe')).toHaveCount(0)

    const episodes = page.getByRole('region', { name: 'Upcoming Episodes' }).getByRole('article')
    const count = await episodes.count()
    expect(count).toBeGreaterThanOrEqual(1)
    expect(count).toBeLessThanOrEqual(3)
    for (const episode of await episodes.all()) {
      await expect(episode.getByRole('heading', { level: 3 })).not.toBeEmpty()
      await expect(episode.locator('time')).toHaveAttribute('datetime', /^PT\d+M\d+S$/)
    }
  })

  test('platform buttons leave the site safely, in a new tab', async ({ page, browser, baseURL }) => {
    // The demo show is not listed anywhere yet: the creator's links are set for this test.
    await withShow(browser, baseURL!, {
      rssUrl: 'https://podcasts.example.net/feed.xml',
      platformLinks: { apple: 'https://podcasts.apple.com/us/podcast/x/id1', spotify: 'https://open.spotify.com/show/x', google: 'https://podcasts.google.com/feed/x' },
    }, async () => {
      await page.goto('/podcast')
      const links = page.getByRole('navigation', { name: 'Listen on' }).getByRole('link')
      await expect(links).toHaveCount(4)
      for (const link of await links.all()) {
        await expect(link).toHaveAccessibleName(/^(Apple Podcasts|Spotify|Google Podcasts|RSS Feed) \(opens in a new tab\)$/)
        await expect(link).toHaveAttribute('href', /^https?:\/\//)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /noopener/)
        await expect(link).toHaveAttribute('rel', /noreferrer/)
      }
    })
  })

  test('a link the creator saves shows as a button at once; an empty one shows none', async ({ page, browser, baseURL }) => {
    const apple = `https://podcasts.apple.com/us/podcast/${Date.now().toString(36)}`
    await withShow(browser, baseURL!, { rssUrl: '', platformLinks: { apple, spotify: '', google: null } }, async () => {
      await page.goto('/podcast')
      const links = page.getByRole('navigation', { name: 'Listen on' }).getByRole('link')
      await expect(links).toHaveCount(1)
      await expect(links).toHaveAccessibleName('Apple Podcasts (opens in a new tab)')
      await expect(links).toHaveAttribute('href', apple)
    })
  })

  test('Subscribe joins the newsletter for podcast news: the e-mailed link confirms it', async ({ page }) => {
    await ownAddress(page)
    await page.goto('/podcast')
    const email = newAddress()
    await emailField(page).fill(email)
    const sent = page.waitForRequest((req) => req.url().endsWith('/api/newsletter/subscribe') && req.method() === 'POST')
    await subscribeButton(page).click()
    expect((await sent).postDataJSON()).toEqual({ email, topics: ['podcast'] })

    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('Subscription successful!')
    await expect(toast).toContainText('Please check your inbox to confirm your subscription.')
    await expect(emailField(page)).toHaveValue('')

    const mail = await mailTo(email, CONFIRMATION, 15_000)
    expect(mail.text).toMatch(/podcast/)
    const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)?.[0]
    expect(link, mail.text).toBeTruthy()
    await page.goto(link!)
    await expect(page).toHaveURL(/\/\?newsletter=confirmed$/)
    await expect(page.getByRole('status').filter({ hasText: 'Your subscription is confirmed' })).toBeVisible()
  })

  test('shows the pending state, then the failure toast, and keeps the address', async ({ page }) => {
    await page.goto('/podcast')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/newsletter/subscribe', async (route) => {
      await held
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong.' }) })
    })
    const email = newAddress()
    await emailField(page).fill(email)
    await subscribeButton(page).click()
    await expect(subscribeButton(page)).toHaveText('Subscribing...')
    await expect(subscribeButton(page)).toBeDisabled()
    release()

    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('Subscription failed')
    await expect(toast).toContainText('There was an error subscribing to the newsletter. Please try again.')
    await expect(subscribeButton(page)).toHaveText('Subscribe')
    await expect(subscribeButton(page)).toBeEnabled()
    await expect(emailField(page)).toHaveValue(email)
  })

  test('a blank or malformed address sends nothing', async ({ page }) => {
    await page.goto('/podcast')
    const calls: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('/api/newsletter/subscribe')) calls.push(req.method())
    })
    await emailField(page).fill('   ')
    await subscribeButton(page).click()
    await emailField(page).fill('not-an-address')
    await subscribeButton(page).click()
    await page.waitForTimeout(300)
    expect(calls).toEqual([])
  })
})

test.describe('accessibility', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`axe finds no violations on the podcast page (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/podcast')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The dev server's overlay is not part of the site.
      const { violations } = await axeScan(page)
      expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
    })
  }
})
