import net from 'node:net'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { loopbackAddress, requestFrom } from './fromAddress'
import { readerHtml } from './helpers'

/**
 * What an outsider tries first, against the production build: forged client addresses,
 * undecodable paths, made-up URLs by the thousand, GraphQL, and a look at the headers.
 */
const sameSite = (baseURL: string) => ({ origin: new URL(baseURL).origin, 'content-type': 'application/json' })
/**
 * An uploaded cover of a seeded post. Other specs publish posts without covers at the same time,
 * so the newest page may have none: look further back.
 */
const someCoverImage = async (request: APIRequestContext): Promise<string> => {
  for (let page = 1; page <= 20; page++) {
    const { items, totalPages } = (await (await request.get(`/api/posts?page=${page}`)).json()) as { items: { coverImage?: string }[]; totalPages: number }
    const image = items.find((p) => p.coverImage)?.coverImage
    if (image) return image
    if (page >= totalPages) break
  }
  throw new Error('No published post has a cover image')
}

const wrongLogin = (n: number) => JSON.stringify({ email: `nobody-${n}-${Date.now()}@example.test`, password: 'not-the-password' })

for (const endpoint of ['/api/auth/login', '/cms-api/users/login']) {
  test.describe(`sign-in throttle on ${endpoint}`, () => {
    test('counts the socket, so rotating a forged X-Forwarded-For does not escape it', async ({ baseURL }) => {
      const me = loopbackAddress()
      const statuses: number[] = []
      for (let i = 0; i < 8; i++) {
        const res = await requestFrom(me, baseURL + endpoint, {
          method: 'POST',
          headers: { ...sameSite(baseURL!), 'x-forwarded-for': `203.0.113.${i + 1}` },
          body: wrongLogin(i),
        })
        statuses.push(res.status)
        if (res.status === 429) expect(Number(res.headers['retry-after']), JSON.stringify(res)).toBeGreaterThan(0)
      }
      // Five failures are allowed per address in 15 minutes, whatever address each one claims.
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
      expect(statuses.slice(5)).toEqual([429, 429, 429])
    })

    test("cannot lock someone else out by sending failures in their address's name", async ({ baseURL }) => {
      const attacker = loopbackAddress()
      const victim = loopbackAddress()
      for (let i = 0; i < 6; i++) {
        await requestFrom(attacker, baseURL + endpoint, {
          method: 'POST',
          headers: { ...sameSite(baseURL!), 'x-forwarded-for': victim },
          body: wrongLogin(100 + i),
        })
      }
      const own = await requestFrom(victim, baseURL + endpoint, { method: 'POST', headers: sameSite(baseURL!), body: wrongLogin(200) })
      expect(own.status).not.toBe(429)
    })
  })
}

test('an undecodable path is a 404: the site page for pages, JSON for the APIs', async ({ request }) => {
  for (const pagePath of ['/blog/%FF', '/tag/%C0%AE%C0%AE', '/category/%E0%80', '/%FF']) {
    const res = await request.get(pagePath)
    expect(res.status(), pagePath).toBe(404)
    expect(await readerHtml(res)).toContain('404 Page Not Found')
  }
  const dynamicApiRoutes = [
    '/api/auth/%C0%AE%C0%AE',
    '/api/category/%C0%AE%C0%AE',
    '/api/comments/%C0%AE%C0%AE',
    '/api/favorites/%C0%AE%C0%AE',
    '/api/music-analysis/%C0%AE%C0%AE',
    '/api/music-analysis/genre/%C0%AE%C0%AE',
    '/api/music-analysis/verdict/%C0%AE%C0%AE',
    '/api/organizations/%C0%AE%C0%AE',
    '/api/posts/%C0%AE%C0%AE',
    '/api/posts/%C0%AE%C0%AE/view',
    '/api/posts/%FF',
    '/cms-api/posts/%FF',
    '/cms-api/%C0%AE%C0%AE',
  ]
  for (const apiPath of dynamicApiRoutes) {
    for (const method of ['GET', 'POST']) {
      const res = await request.fetch(apiPath, { method })
      expect(res.status(), `${method} ${apiPath}`).toBe(404)
      expect(await res.json()).toEqual({ message: expect.any(String) })
    }
  }
})

test('GraphQL is switched off and /cms-api is the staff’s: a heavy anonymous query is a quick 401', async ({ request }) => {
  const aliases = Array.from({ length: 300 }, (_, i) => `a${i}: Posts(limit: 1000) { totalDocs }`).join(' ')
  const started = Date.now()
  const res = await request.post('/cms-api/graphql', { data: { query: `{ ${aliases} }` } })
  expect(res.status()).toBe(401)
  expect(Date.now() - started).toBeLessThan(2_000)
})

test('every kind of response carries the security headers', async ({ request }) => {
  const image = await someCoverImage(request)
  // An uploaded file narrows the policy to nothing at all: it is never run as a page.
  const file = (await request.get(image)).headers()
  expect(file['content-security-policy']).toBe("default-src 'none'; sandbox")
  expect(file['x-content-type-options']).toBe('nosniff')
  // A link from an e-mail (it carries a token) sends no Referer onwards.
  expect((await request.get('/api/newsletter/confirm?token=x', { maxRedirects: 0 })).headers()['referrer-policy']).toBe('no-referrer')

  const paths = ['/', '/blog', '/api/posts', '/api/auth/user', '/admin', '/admin/login', '/cms-api/users/me', '/no-such-page', '/api/posts/%FF']
  for (const p of paths) {
    const headers = (await request.get(p, { maxRedirects: 0 })).headers()
    const csp = headers['content-security-policy'] ?? ''
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp, `${p}: ${directive}`).toContain(directive)
    }
    expect(headers['x-content-type-options'], p).toBe('nosniff')
    expect(headers['x-frame-options'], p).toBe('DENY')
    expect(headers['referrer-policy'], p).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], p).toContain('camera=()')
    expect(headers['strict-transport-security'], p).toBe('max-age=31536000; includeSubDomains')
    // The production policy never allows eval (only development does, for React's tools).
    expect(csp, p).not.toContain('unsafe-eval')
  }
  // The build's scripts carry only what applies to a script: no browser runs one as another type.
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await (await request.get('/')).text())![1]
  const scriptHeaders = (await request.get(script)).headers()
  expect(scriptHeaders['x-content-type-options']).toBe('nosniff')
  expect(scriptHeaders['content-security-policy']).toBeUndefined()
  expect(scriptHeaders['cache-control']).toBe('public, max-age=31536000, immutable')
  // Member data is never stored by a browser or a shared cache.
  expect((await request.get('/api/auth/user')).headers()['cache-control']).toBe('private, no-store')
  // The public pages stay in the full-route cache (no per-request nonce: a page with one is never
  // a HIT). A publish in a test running beside this one expires every page, so /about is asked
  // for until it is served from the cache.
  await expect.poll(async () => (await request.get('/about')).headers()['x-nextjs-cache'], { timeout: 10_000 }).toBe('HIT')
})

test('the image optimizer refuses made-up query strings on its source', async ({ request }) => {
  const image = await someCoverImage(request)
  const ok = await request.get(`/_next/image?url=${encodeURIComponent(image)}&w=640&q=75`)
  expect(ok.status()).toBe(200)
  const forged = await request.get(`/_next/image?url=${encodeURIComponent(`${image}?v=${Date.now()}`)}&w=640&q=75`)
  expect(forged.status()).toBe(400)
  // A fragment never reaches the file, but each one was converted and kept again.
  const fragment = await request.get(`/_next/image?url=${encodeURIComponent(`${image}#${Date.now()}`)}&w=640&q=75`)
  expect(fragment.status()).toBe(400)
})

test('a visitor who sends the contact form too often gets the error toast, and the form keeps the text', async ({ page }) => {
  // A visitor of its own (the test server trusts 127.0.0.1 as a proxy), so other tests' messages do not count.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(process.pid % 250) + 1}` })
  await page.goto('/contact')
  const main = page.getByRole('main')
  const toast = (title: string) => page.getByTestId('toast').filter({ hasText: title })
  const send = async (n: number) => {
    await main.getByRole('textbox', { name: 'Name' }).fill('Lydia Visitor')
    await main.getByRole('textbox', { name: 'Email' }).fill('lydia@example.test')
    await main.getByRole('textbox', { name: 'Subject' }).fill(`Question number ${n}`)
    await main.getByRole('textbox', { name: 'Message' }).fill('A message that is long enough to be sent.')
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/contact'))
    await page.getByRole('button', { name: 'Send Message' }).click()
    const status = (await answer).status()
    // A message sent clears the form once the page has read the answer: typing the next one
    // before then would be cleared with it.
    if (status === 201) await expect(main.getByRole('textbox', { name: 'Subject' })).toHaveValue('')
    return status
  }
  // Five messages in ten minutes from one address are welcome.
  for (let n = 1; n <= 5; n++) expect(await send(n)).toBe(201)
  expect(await send(6)).toBe(429)
  await expect(toast('Error')).toContainText('There was an error sending your message. Please try again.')
  await expect(main.getByRole('textbox', { name: 'Subject' })).toHaveValue('Question number 6')
})

test('a signed-in member who opens /admin gets the "not allowed" page and nothing of the panel', async ({ request }) => {
  const email = `member-${Date.now().toString(36)}@example.test`
  expect((await request.post('/api/auth/register', { data: { email, password: 'a-long-member-password-1' } })).status()).toBe(201)
  for (const adminPath of ['/admin', '/admin/collections/posts', '/admin/account', '/admin/unauthorized']) {
    const res = await request.get(adminPath)
    const html = await res.text()
    expect(html, adminPath).toMatch(/not allowed/i)
    // Nothing of the admin's configuration: no import map, no server path, no collection list.
    for (const secret of ['importMap', 'baseDir', process.cwd(), 'contact-messages', 'newsletter-subscribers']) {
      expect(html.includes(secret), `${adminPath} contains ${secret}`).toBe(false)
    }
  }
})

test('errors raised inside Payload keep their message and status on the production server', async ({ request }) => {
  // The home page starts Payload from the pages' side first; the API routes must still
  // recognise the errors its hooks and validation raise (one copy of Payload for the server).
  await request.get('/')
  const email = `twice-${Date.now().toString(36)}@example.test`
  const headers = { 'x-forwarded-for': `198.51.100.${(process.pid % 250) + 1}` }
  expect((await request.post('/api/auth/register', { data: { email, password: 'a-long-member-password-2' }, headers })).status()).toBe(201)
  const again = await request.post('/api/auth/register', { data: { email, password: 'a-long-member-password-2' }, headers })
  expect(again.status()).toBe(400)
  expect((await again.json()).error).toBe('An account with this email already exists. Please sign in instead.')
})

test('an idle keep-alive connection is still open after the few seconds a client may wait to reuse it', async ({ baseURL }) => {
  // Node closes idle connections after 5 s unless told otherwise; a client reusing one at that
  // moment gets a reset. Two requests on one connection, 6 s apart.
  test.setTimeout(30_000)
  const { hostname, port } = new URL(baseURL!)
  const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname)
  let received = ''
  let closed = false
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
  socket.on('close', () => (closed = true))
  const ask = () => socket.write(`GET /api/health HTTP/1.1\r\nHost: ${new URL(baseURL!).host}\r\nConnection: keep-alive\r\n\r\n`)
  const answers = () => received.match(/^HTTP\/1\.1 200 /gm)?.length ?? 0
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  ask()
  await expect.poll(answers).toBe(1)
  await new Promise((resolve) => setTimeout(resolve, 6_000))
  expect(closed).toBe(false)
  ask()
  await expect.poll(answers).toBe(2)
  socket.destroy()
})
