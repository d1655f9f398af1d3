/**
 * A loopback stand-in for Ko-fi's and Buy Me A Coffee's public pages, for the admin's Test of
 * Site settings → Donations: the app asks it instead of ko-fi.com and buymeacoffee.com when
 * KOFI_PAGES_URL and BUYMEACOFFEE_PAGES_URL point at it (`donationPagesEnvironment(fake)`).
 *
 * - `GET /{FAKE_PAGES.existing}` is a page (200);
 * - `GET /{FAKE_PAGES.renamed}` redirects to that page on the same site (as a renamed page does);
 * - `GET /{FAKE_PAGES.leaves}` redirects to another website;
 * - `GET /{FAKE_PAGES.walled}` answers 403 (a bot wall in front of the page);
 * - anything else 404, as both sites answer a name nobody has.
 * Every request's path is recorded (`requests()`), so a test can see what the app asked for.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export const FAKE_PAGES = { existing: 'renewedmind', renamed: 'renewed_mind_old', leaves: 'moved-away', walled: 'behind-a-wall' } as const

export type DonationPagesFake = { url: string; requests: () => string[]; stop: () => Promise<void> }

export async function startDonationPagesFake(): Promise<DonationPagesFake> {
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    requests.push(`${req.method} ${path}`)
    const name = decodeURIComponent(path.slice(1))
    if (req.method === 'GET' && name === FAKE_PAGES.existing) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return res.end(`<!doctype html><title>${FAKE_PAGES.existing}</title><p>Support ${FAKE_PAGES.existing}</p>`)
    }
    if (name === FAKE_PAGES.renamed) {
      res.writeHead(301, { location: `/${FAKE_PAGES.existing}` })
      return res.end()
    }
    if (name === FAKE_PAGES.leaves) {
      res.writeHead(302, { location: 'https://elsewhere.example.net/landing' })
      return res.end()
    }
    if (name === FAKE_PAGES.walled) {
      res.writeHead(403, { 'content-type': 'text/html' })
      return res.end('<p>Checking your browser…</p>')
    }
    res.writeHead(404, { 'content-type': 'text/html' })
    res.end('<p>Page not found</p>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requests: () => [...requests],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** What the app server needs to ask the fake instead of Ko-fi and Buy Me A Coffee. */
export const donationPagesEnvironment = (fake: DonationPagesFake) => ({ KOFI_PAGES_URL: fake.url, BUYMEACOFFEE_PAGES_URL: fake.url })
