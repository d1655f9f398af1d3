import { execFileSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

/** Bytes under `dir`, every file. */
const sizeOf = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name)
    return sum + (entry.isDirectory() ? sizeOf(full) : entry.isFile() ? statSync(full).size : 0)
  }, 0)

/** Resident memory of the app's server process, when this run started it (else null). */
const serverRss = (port: string): number | null => {
  try {
    const pid = execFileSync('pgrep', ['-f', `main\\.(ts|mjs) start --port ${port}`], { encoding: 'utf8' }).trim().split('\n')[0]
    const status = execFileSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' })
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024
  } catch {
    return null
  }
}

/**
 * What a crawler's made-up URLs leave behind. This file runs after every other browser test (its
 * own Playwright project, playwright.config.ts), so that nothing else writes to .next/ meanwhile.
 */
test('a thousand made-up URLs leave the disk as it was, and memory levels off', async ({ request, baseURL }) => {
  test.setTimeout(240_000)
  const dotNext = path.resolve('.next')
  const port = new URL(baseURL!).port
  const run = Date.now().toString(36)
  /** `count` URLs nobody made: unknown slugs, page numbers past the end, searches, API look-ups. */
  const made = (round: number, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const id = `${run}-${round}-${i}`
      const n = 90_000 + round * 10_000 + i
      return [
        `/blog/made-up-${id}`,
        `/tag/made-up-${id}`,
        `/category/made-up-${id}`,
        `/blog/page/${n}`,
        `/category/made-up-${id}/page/2`,
        `/api/posts/made-up-${id}`,
        `/api/search?q=${id.replace(/-/g, 'x')}`,
        `/api/music-analysis/genre/made-up-${id}`,
        `/api/posts?page=${n}`,
        `/no-such-section/${id}`,
        // Answered with a redirect to the list, which must not be kept either.
        `/reading-plans/made-up-${id}`,
        `/playlists/made-up-${id}`,
        `/reading-club/made-up-${id}`,
        // A category's feeds are built on first request; a made-up category's 404 is not kept.
        `/category/made-up-${id}/rss`,
        `/category/made-up-${id}/feed.json`,
      ][i % 15]
    })
  const visit = async (batch: string[]) => {
    for (let i = 0; i < batch.length; i += 10) {
      const answers = await Promise.all(batch.slice(i, i + 10).map((u) => request.get(u)))
      for (const res of answers) expect(res.status(), res.url()).toBeLessThan(500)
    }
  }
  // Warm up first, so what is measured is what the URLs add, not the first render of each route.
  await visit(made(0, 50))
  const before = sizeOf(dotNext)
  const rss = [serverRss(port)]
  await visit(made(1, 1000))
  const grown = sizeOf(dotNext) - before
  rss.push(serverRss(port))
  // A second thousand shows whether memory keeps growing with each new URL or levels off.
  await visit(made(2, 1000))
  rss.push(serverRss(port))
  const mb = (bytes: number | null) => (bytes === null ? '?' : `${Math.round(bytes / 1024 / 1024)} MB`)
  const measured = `.next grew ${grown} bytes for 1000 made-up URLs; server RSS ${rss.map(mb).join(' → ')} (warm, +1000, +1000 more)`
  test.info().annotations.push({ type: 'measured', description: measured })
  console.log(`[hardening] ${measured}`)
  expect(grown).toBeLessThan(1024 * 1024)
})
