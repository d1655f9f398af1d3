import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { episodeMp3 } from '../../src/seed/audio'
import { lexicalFromBlocks } from '../../src/seed/lexical'
import { mailTo } from '../setup/smtp'
import { ADMIN, adminApi, cmsInPage, readerGets, unique, axeScan } from './helpers'


const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const CONFIRMATION = /confirm your subscription/i

/**
 * A visitor of its own: the test server trusts 127.0.0.1 as a proxy, so the newsletter's
 * per-address limit counts this file's sign-ups apart from other files'.
 */
const ownAddress = (page: Page) => page.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${(process.pid % 250) + 1}` })

const subscribeForm = (page: Page) => page.getByRole('region', { name: /^Hear when (the first|a new) episode is out$/ })
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
  test('lists the released episodes and, below them, up to three scheduled ones; no coming-soon notice once one is out', async ({ page }) => {
    await page.goto('/podcast')
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
    // The seed releases one episode and schedules three.
    const released = page.getByRole('region', { name: 'Episodes', exact: true }).getByRole('article')
    await expect(released.first()).toBeVisible()
    for (const episode of await released.all()) {
      await expect(episode.getByRole('link')).toHaveAttribute('href', /^\/podcast\/[a-z0-9-]+$/)
      await expect(episode.locator('time').last()).toHaveAttribute('datetime', /^PT\d+M\d+S$/)
    }
    await expect(page.getByText('Coming soon', { exact: true })).toHaveCount(0)

    const upcoming = page.getByRole('region', { name: 'Upcoming Episodes' }).getByRole('article')
    const count = await upcoming.count()
    expect(count).toBeGreaterThanOrEqual(1)
    expect(count).toBeLessThanOrEqual(3)
    for (const episode of await upcoming.all()) {
      await expect(episode.getByRole('heading', { level: 3 })).not.toBeEmpty()
      // Announced, not released: no link to a page that is not there yet, and the day it comes out.
      await expect(episode.getByRole('link')).toHaveCount(0)
      await expect(episode.getByText(/^Out /)).toBeVisible()
    }
  })

  test('announces the show’s feed in its head and offers it with "Copy feed address"', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] })
    const page = await context.newPage()
    try {
      await page.goto('/podcast')
      const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]').first()
      await expect(feed).toHaveAttribute('href', /\/podcast\/feed\.xml$/)
      const href = (await feed.getAttribute('href'))!
      const rss = page.getByRole('navigation', { name: 'Listen on' }).getByRole('link', { name: 'RSS Feed' })
      await expect(rss).toHaveAttribute('href', href)
      await page.getByRole('button', { name: 'Copy feed address' }).click()
      await expect(page.getByTestId('toast')).toContainText('Feed address copied')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href)
    } finally {
      await context.close()
    }
  })

  test('service buttons leave the site safely, in a new tab, and Google Podcasts (shut down) has none', async ({ page, browser, baseURL }) => {
    // The demo show is not listed anywhere yet: the creator's links are set for this test (the
    // feed on a reserved .test host: deadEnds.e2e.spec.ts, running beside this file, looks for
    // example.* addresses on /podcast).
    await withShow(browser, baseURL!, {
      rssUrl: 'https://podcasts.renewedmind.test/feed.xml',
      platformLinks: { apple: 'https://podcasts.apple.com/us/podcast/x/id1', spotify: 'https://open.spotify.com/show/x', google: 'https://podcasts.google.com/feed/x' },
    }, async () => {
      await page.goto('/podcast')
      const links = page.getByRole('navigation', { name: 'Listen on' }).locator('a[target="_blank"]')
      await expect(links).toHaveCount(2)
      for (const link of await links.all()) {
        await expect(link).toHaveAccessibleName(/^(Apple Podcasts|Spotify) \(opens in a new tab\)$/)
        await expect(link).toHaveAttribute('href', /^https?:\/\//)
        await expect(link).toHaveAttribute('rel', /noopener/)
        await expect(link).toHaveAttribute('rel', /noreferrer/)
      }
      await expect(page.getByRole('link', { name: /Google Podcasts/ })).toHaveCount(0)
      // A feed hosted elsewhere is the one offered.
      await expect(page.getByRole('navigation', { name: 'Listen on' }).getByRole('link', { name: 'RSS Feed' })).toHaveAttribute('href', 'https://podcasts.renewedmind.test/feed.xml')
    })
  })

  test('a link the creator saves shows as a button at once; an empty one shows none', async ({ page, browser, baseURL }) => {
    const apple = `https://podcasts.apple.com/us/podcast/${Date.now().toString(36)}`
    await withShow(browser, baseURL!, { rssUrl: '', platformLinks: { apple, spotify: '', google: null } }, async () => {
      await page.goto('/podcast')
      const links = page.getByRole('navigation', { name: 'Listen on' }).locator('a[target="_blank"]')
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

type Episode = { slug: string; title: string; guid: string; audioPath: string; bytes: number }

/**
 * A released episode of this spec's own, made through the creator's CMS API: a minute-long MP3
 * (generated tones) uploaded as its audio, show notes and a transcript.
 */
const releaseEpisode = async (api: APIRequestContext, label: string): Promise<Episode> => {
  const mp3 = episodeMp3(60)
  const name = `${unique(label).replace(/\W+/g, '-').toLowerCase()}.mp3`
  const uploaded = await api.post('/cms-api/episode-audio', {
    multipart: { file: { name, mimeType: 'audio/mpeg', buffer: mp3 }, _payload: '{}' },
  })
  expect(uploaded.ok(), await uploaded.text()).toBe(true)
  const audio = ((await uploaded.json()) as { doc: { id: number; filename: string } }).doc
  const title = unique(`The ${label} episode`)
  const created = await api.post('/cms-api/podcast-episodes', {
    data: {
      title,
      summary: `An episode made by the ${label} test.`,
      audio: audio.id,
      season: 1,
      episodeNumber: 99,
      showNotes: lexicalFromBlocks([`Show notes of the ${label} test.`]),
      transcript: `First words of the ${label} transcript.\n\nIts second paragraph.`,
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { slug: string; guid: string } }
  return { slug: doc.slug, title, guid: doc.guid, audioPath: `/cms-api/episode-audio/file/${encodeURIComponent(audio.filename)}`, bytes: mp3.length }
}

let episode: Episode
test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await adminApi(playwright, baseURL!)
  episode = await releaseEpisode(api, 'player')
  await api.dispose()
})

test.describe('an episode', () => {
  test('is on the page before any script runs: title, notes, transcript and the audio', async ({ request }) => {
    const { status, html } = await readerGets(request, `/podcast/${episode.slug}`)
    expect(status).toBe(200)
    expect(html).toContain(episode.title)
    expect(html).toContain('Season 1 · Episode 99')
    expect(html).toContain('Show notes of the player test.')
    expect(html).toContain('First words of the player transcript.')
    expect(html).toMatch(/<audio[^>]*controls/)
    expect(html).toContain(episode.audioPath)
  })

  test('is in the feed with its file, and its audio answers byte ranges', async ({ request }) => {
    const feed = await request.get('/podcast/feed.xml')
    expect(feed.status()).toBe(200)
    expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
    const xml = await feed.text()
    expect(xml).toContain(`<guid isPermaLink="false">${episode.guid}</guid>`)
    expect(xml).toMatch(new RegExp(`<enclosure url="[^"]*${episode.audioPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" length="${episode.bytes}" type="audio/mpeg"/>`))

    const whole = await request.get(episode.audioPath)
    expect(whole.status()).toBe(200)
    expect(whole.headers()['accept-ranges']).toBe('bytes')
    const bytes = await whole.body()
    expect(bytes.length).toBe(episode.bytes)
    const part = await request.get(episode.audioPath, { headers: { range: 'bytes=100-199' } })
    expect(part.status()).toBe(206)
    expect(part.headers()['content-range']).toBe(`bytes 100-199/${episode.bytes}`)
    expect((await part.body()).equals(bytes.subarray(100, 200))).toBe(true)
    expect((await request.get(episode.audioPath, { headers: { range: `bytes=${episode.bytes + 1}-` } })).status()).toBe(416)
  })

  test('an unknown episode is the section’s 404 page', async ({ page }) => {
    const res = await page.goto('/podcast/no-such-episode-here')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Episode not found' })).toBeVisible()
  })
})

test.describe('the player, on a phone', () => {
  test.use({ viewport: PHONE })

  test('plays, seeks, jumps, changes the speed, and picks up where it was after a reload', async ({ page }) => {
    await page.goto(`/podcast/${episode.slug}`)
    const player = page.getByRole('region', { name: 'Listen', exact: true })
    const audio = player.locator('audio')
    const time = player.getByTestId('player-time')
    const position = () => audio.evaluate((a: HTMLAudioElement) => a.currentTime)

    // Our controls replace the browser's once the script runs.
    const play = player.getByRole('button', { name: 'Play' })
    await expect(play).toBeVisible()
    await expect(audio).not.toHaveAttribute('controls')
    await expect(time).toHaveText('0:00')

    // Every seek and the place at each pause, as the audio element tells them.
    await audio.evaluate((a: HTMLAudioElement) => {
      const trace = { seeks: 0, pausedAt: -1 }
      ;(window as unknown as { playerTrace: typeof trace }).playerTrace = trace
      a.addEventListener('seeking', () => trace.seeks++)
      a.addEventListener('pause', () => (trace.pausedAt = a.currentTime))
    })
    const trace = () => page.evaluate(() => (window as unknown as { playerTrace: { seeks: number; pausedAt: number } }).playerTrace)

    await play.click()
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible()
    await expect.poll(position).toBeGreaterThan(0.2)

    // Playing on its own, the place only moves forward: three seconds, sampled every frame,
    // across the whole-second marks where the place is written down, and not one seek.
    const played = await audio.evaluate(
      (a: HTMLAudioElement) =>
        new Promise<number[]>((resolve) => {
          const times: number[] = []
          const started = performance.now()
          const sample = () => {
            times.push(a.currentTime)
            if (performance.now() - started < 3_000) requestAnimationFrame(sample)
            else resolve(times)
          }
          sample()
        }),
    )
    expect(played.every((t, i) => i === 0 || t >= played[i - 1])).toBe(true)
    expect(played.at(-1)! - played[0]).toBeGreaterThan(2)
    expect((await trace()).seeks).toBe(0)

    const slider = player.getByRole('slider', { name: 'Position in the episode' })
    await slider.fill('12')
    await expect.poll(position).toBeGreaterThanOrEqual(12)
    await expect(slider).toHaveAttribute('aria-valuetext', /^12 seconds|^1[2-9] seconds/)

    await player.getByRole('button', { name: 'Back 15 seconds' }).click()
    await expect.poll(position).toBeLessThan(5)
    await player.getByRole('button', { name: 'Forward 30 seconds' }).click()
    await expect.poll(position).toBeGreaterThanOrEqual(15)
    await slider.fill('10')
    await expect.poll(position).toBeGreaterThanOrEqual(10)

    await player.getByRole('combobox', { name: 'Speed' }).selectOption('1.5')
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.5)

    const seeksBeforePause = (await trace()).seeks
    await player.getByRole('button', { name: 'Pause' }).click()
    await expect(player.getByRole('button', { name: 'Play' })).toBeVisible()
    const kept = await position()
    expect(kept).toBeGreaterThanOrEqual(10)
    // Pausing keeps the place where it stopped, to the fraction of a second: no seek back.
    expect(kept).toBe((await trace()).pausedAt)
    expect((await trace()).seeks).toBe(seeksBeforePause)
    await expect.poll(() => page.evaluate((slug) => Number(localStorage.getItem(`podcast-position:${slug}`)), episode.slug)).toBe(Math.floor(kept))

    await page.reload()
    await expect(player.getByRole('button', { name: 'Play' })).toBeVisible()
    await expect(time).toHaveText(`0:${String(Math.floor(kept)).padStart(2, '0')}`)
    await expect(slider).toHaveValue(String(Math.floor(kept)))
    await expect.poll(position).toBeGreaterThanOrEqual(Math.floor(kept))
  })
})

test.describe('the player, when the recording cannot be loaded', () => {
  test('says so in words, with the link to download it, instead of controls that do nothing', async ({ page }) => {
    await page.route('**/cms-api/episode-audio/file/**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"File not found"}' }))
    await page.goto(`/podcast/${episode.slug}`)
    const player = page.getByRole('region', { name: 'Listen', exact: true })
    const status = player.getByRole('status')
    await expect(status).toContainText('The recording could not be loaded.')
    await expect(status.getByRole('link', { name: 'Download the episode' })).toHaveAttribute('href', episode.audioPath)
    await expect(player.getByRole('button', { name: 'Play' })).toHaveCount(0)
    const { violations } = await axeScan(page)
    expect(violations.map((v) => v.id)).toEqual([])
  })
})

test.describe('copying the feed address, where the browser refuses', () => {
  test('shows the address, selected, to copy by hand, and says so in plain words', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) } })
    })
    await page.goto('/podcast')
    const href = (await page.locator('head link[rel="alternate"][type="application/rss+xml"]').first().getAttribute('href'))!
    await page.getByRole('button', { name: 'Copy feed address' }).click()
    await expect(page.getByTestId('toast')).toContainText('The address could not be copied')
    const field = page.getByRole('textbox', { name: 'Feed address' })
    await expect(field).toHaveValue(href)
    await expect(field).toBeFocused()
    await expect(field).toHaveAttribute('readonly', '')
    expect(await field.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0))).toBe(href)
  })
})

test.describe('accessibility', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    for (const path of ['/podcast', 'episode'] as const) {
      test(`axe finds no violations on ${path === 'episode' ? 'an episode page' : path} (${label})`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(path === 'episode' ? `/podcast/${episode.slug}` : path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        if (path === 'episode') await expect(page.getByRole('button', { name: 'Play' })).toBeVisible()
        const { violations } = await axeScan(page)
        expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
      })
    }
  }
})
