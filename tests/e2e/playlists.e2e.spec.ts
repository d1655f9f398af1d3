import { expect, test, type Page } from '@playwright/test'

import { EMBED_HOSTS } from '../../src/lib/embeds'
import { ADMIN, cmsInPage, loginToAdmin, unique, adminFormReady, readerHtml, axeScan } from './helpers'


// A click's client-side navigation may wait for the server to render the page first.
const NAVIGATION = { timeout: 30_000 }

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const SHARE_LINK = 'https://open.spotify.com/playlist/37i9dQZF1DX0XUsuxWHRQd?si=e2e0test'
const PLAYER = 'https://open.spotify.com/embed/playlist/37i9dQZF1DX0XUsuxWHRQd'

/** The players answer from a stub: the tests never reach the music services, and see where the frame went. */
const stubPlayers = (page: Page) =>
  page.route(
    (url) => EMBED_HOSTS.has(url.hostname),
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Player</title><p>A player</p></html>' }),
  )

type Doc = { id: number; slug: string }

/** A published playlist made by the creator through the CMS API, with the first published media items as its tracks. */
const createPlaylist = async (page: Page, tracks = 3) => {
  const cms = cmsInPage(page)
  await page.goto('/playlists')
  expect((await cms('POST', '/cms-api/users/login', ADMIN)).status).toBe(200)
  const media = await cms<{ docs: Doc[] }>('GET', `/cms-api/media-items?where[_status][equals]=published&limit=${tracks}&depth=0&sort=title`)
  expect(media.json.docs.length).toBe(tracks)
  const title = unique('A playlist to listen to')
  const created = await cms<{ doc: Doc }>('POST', '/cms-api/playlists', {
    title,
    description: 'Made by an end-to-end test: songs for a quiet evening.',
    theme: 'Evening Prayer',
    embedCode: SHARE_LINK,
    mediaItems: media.json.docs.map((d) => d.id),
    _status: 'published',
  })
  expect(created.status).toBe(201)
  const remove = async () => expect((await cms('DELETE', `/cms-api/playlists/${created.json.doc.id}`)).status).toBe(200)
  return { title, slug: created.json.doc.slug, tracks: media.json.docs, remove }
}

test.describe('playlists', () => {
  test('a reader opens a playlist: one player, from an allowed host, and its first two tracks', async ({ page, browser }) => {
    const playlist = await createPlaylist(page)
    const reader = await browser.newContext()
    const r = await reader.newPage()
    try {
      await stubPlayers(r)
      await r.goto('/playlists')
      await expect(r.getByRole('heading', { level: 1, name: 'Playlists' })).toBeVisible()
      const card = r.getByRole('main').getByRole('article').filter({ has: r.getByRole('heading', { name: playlist.title }) })
      await expect(card).toContainText('Evening Prayer')
      await expect(card).toContainText('3 tracks')
      await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{4}$/)

      await card.getByRole('link', { name: playlist.title }).click()
      await expect(r).toHaveURL(new RegExp(`/playlists/${playlist.slug}$`), NAVIGATION)
      await expect(r.getByRole('heading', { level: 1, name: playlist.title })).toBeVisible()
      await expect(r.getByRole('main')).toContainText('Evening Prayer')
      await expect(r.getByRole('main')).toContainText(/Created [A-Z][a-z]+ \d{1,2}, \d{4}/)
      await expect(r.getByText('Made by an end-to-end test: songs for a quiet evening.')).toBeVisible()

      // Exactly one frame on the page: our own, around the player's address, sandboxed and lazy.
      const frames = r.locator('iframe')
      await expect(frames).toHaveCount(1)
      const frame = frames.first()
      await expect(frame).toHaveAttribute('src', PLAYER)
      expect(EMBED_HOSTS.has(new URL((await frame.getAttribute('src'))!).hostname)).toBe(true)
      await expect(frame).toHaveAttribute('title', `Spotify player: ${playlist.title}`)
      await expect(frame).toHaveAttribute('loading', 'lazy')
      await expect(frame).toHaveAttribute('sandbox', /allow-scripts/)
      await expect(frame).not.toHaveAttribute('sandbox', /allow-top-navigation/)
      // The page's policy lets it load (a refused frame would end on Chrome's error page).
      await frame.scrollIntoViewIfNeeded()
      const childFrames = () => r.frames().filter((f) => f !== r.mainFrame()).map((f) => f.url())
      await expect.poll(childFrames).toEqual([PLAYER])

      const tracks = r.getByRole('region', { name: 'Featured Tracks' }).getByRole('link')
      await expect(tracks).toHaveCount(2)
      await expect(tracks.nth(0)).toHaveAttribute('href', `/media/${playlist.tracks[0].slug}`)
      await expect(tracks.nth(1)).toHaveAttribute('href', `/media/${playlist.tracks[1].slug}`)
      const first = (await tracks.nth(0).textContent())!.trim()
      await tracks.nth(0).click()
      await expect(r).toHaveURL(new RegExp(`/media/${playlist.tracks[0].slug}$`), NAVIGATION)
      await expect(r.getByRole('heading', { level: 1, name: first })).toBeVisible()
    } finally {
      await playlist.remove()
      await reader.close()
    }
  })

  test('the list and a playlist arrive with their content before any JavaScript', async ({ page, request }) => {
    const playlist = await createPlaylist(page, 2)
    try {
      const list = await (await request.get('/playlists')).text()
      expect(list).toContain('<article')
      expect(list).toContain(`href="/playlists/${playlist.slug}"`)

      const detail = await request.get(`/playlists/${playlist.slug}`)
      expect(detail.status()).toBe(200)
      const html = await readerHtml(detail)
      expect(html).toMatch(new RegExp(`<iframe[^>]+src="${PLAYER.replace(/[.?/]/g, '\\$&')}"`))
      expect(html).toContain(`href="/media/${playlist.tracks[0].slug}"`)
      // The page's policy frames the players' hosts and nothing else.
      const frameSrc = detail.headers()['content-security-policy']?.split('; ').find((d) => d.startsWith('frame-src '))
      expect(frameSrc?.split(' ').slice(1).sort()).toEqual([...EMBED_HOSTS].map((h) => `https://${h}`).sort())
    } finally {
      await playlist.remove()
    }
  })

  test('an unknown playlist answers 404 with its message and a way back', async ({ page }) => {
    const response = await page.goto('/playlists/no-such-playlist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Playlist not found' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Playlists' })).toHaveAttribute('href', '/playlists')
  })

  test("the creator's <script> embed is refused in /admin with the reason; a share link is kept as the player's address", async ({ page }) => {
    test.setTimeout(120_000)
    await loginToAdmin(page, ADMIN.email, ADMIN.password)
    await page.goto('/admin/collections/playlists/create')
    await adminFormReady(page)
    const title = unique('A playlist from the admin')
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Description').fill('Written in the admin panel by an end-to-end test.')
    await page.getByLabel('Theme').fill('Testing')
    // The field by its id: its label ("Player") is the creator's, the column's name is the schema's.
    const player = page.locator('#field-embedCode')
    await player.fill('<script>alert("hello")</script>')

    const reason = "The embed code may hold only the player's <iframe>, and this one also has <script>."
    await page.getByRole('button', { name: 'Publish changes' }).click()
    const shown = (text: string) => page.getByText(text).filter({ visible: true }).first()
    await expect(shown(reason)).toBeVisible({ timeout: 20_000 })
    await expect(page).toHaveURL(/\/admin\/collections\/playlists\/create$/)
    // A draft is refused the same way (Payload skips field validation for drafts; the field's hook does not).
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await expect(shown(reason)).toBeVisible({ timeout: 20_000 })
    await expect(page).toHaveURL(/\/admin\/collections\/playlists\/create$/)
    const cms = cmsInPage(page)
    const saved = await cms<{ totalDocs: number }>('GET', `/cms-api/playlists?where[title][equals]=${encodeURIComponent(title)}&draft=true`)
    expect(saved.json.totalDocs).toBe(0)

    // Another service's lookalike is refused too, naming the host.
    await player.fill('https://open.spotify.com.evil.example/playlist/abc')
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(shown('open.spotify.com.evil.example is not a supported music service.')).toBeVisible({ timeout: 20_000 })

    await player.fill(SHARE_LINK)
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/playlists\/\d+/, { timeout: 20_000 })
    await expect(player).toHaveValue(PLAYER)
    const id = new URL(page.url()).pathname.split('/').pop()
    expect((await cms('DELETE', `/cms-api/playlists/${id}`)).status).toBe(200)
  })
})

test.describe('accessibility', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`axe finds no violations on the playlist pages (${label})`, async ({ page }) => {
      const playlist = await createPlaylist(page)
      try {
        await stubPlayers(page)
        await page.setViewportSize(viewport)
        for (const path of ['/playlists', `/playlists/${playlist.slug}`, '/playlists/no-such-playlist']) {
          await page.goto(path)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          // The players' own pages are the services' to fix; the frame element itself is checked (its title).
          const { violations } = await axeScan(page, { iframes: false })
          expect(violations.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
        }
      } finally {
        await playlist.remove()
      }
    })
  }
})
