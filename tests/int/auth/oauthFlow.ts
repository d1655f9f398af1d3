/**
 * A social sign-in driven the way a browser would, against the route handlers and the loopback
 * provider fake (tests/fakes/oauth.ts): start → the provider's page (answered in the address) →
 * the callback (for Apple, its cross-site form POST first) → where the browser lands.
 */
import { sql } from '@payloadcms/db-postgres'

import { GET as callbackRoute, POST as formPostRoute } from '@/app/(frontend)/api/auth/[provider]/callback/route'
import { GET as startRoute } from '@/app/(frontend)/api/auth/[provider]/route'
import { GET as currentUserRoute } from '@/app/(frontend)/api/auth/user/route'
import { drizzleFor } from '@/lib/db/sql'
import type { User } from '@/payload-types'
import { call, freshAddress, type CallOptions } from '../../api'
import { fakeLoginUrl, oauthEnvironment, OAUTH_VARIABLES, startOAuthFake, type FakeLogin, type FakeProvider, type OAuthFake } from '../../fakes/oauth'
import { testPayload, unique } from '../../factories'

type Handler = (req: Request, context: { params: Promise<{ provider: string }> }) => Promise<Response>
// call() types every route's params as Record<string, string>; these routes name their one.
const named = (handler: Handler) => (req: Request, context: { params: Promise<Record<string, string>> }) =>
  handler(req, context as { params: Promise<{ provider: string }> })

export const start = named(startRoute)
export const callback = named(callbackRoute)
export const formPost = named(formPostRoute)

/** Starts the fake and points the app at it; the returned function undoes both. */
export const useOAuthFake = async (): Promise<{ fake: OAuthFake; stop: () => Promise<void> }> => {
  const saved = Object.fromEntries(OAUTH_VARIABLES.map((name) => [name, process.env[name]]))
  const fake = await startOAuthFake()
  Object.assign(process.env, oauthEnvironment(fake))
  return {
    fake,
    stop: async () => {
      for (const name of OAUTH_VARIABLES) {
        if (saved[name] === undefined) delete process.env[name]
        else process.env[name] = saved[name]
      }
      await fake.stop()
    },
  }
}

export const uniqueEmail = (label: string) => `${unique(label)}@example.test`

/** `name=value` of each cookie a response set, by name (an expired one as an empty value). */
export const setCookies = (headers: Headers): Record<string, { value: string; raw: string }> =>
  Object.fromEntries(
    headers.getSetCookie().map((raw) => {
      const [pair] = raw.split(';')
      const index = pair.indexOf('=')
      return [pair.slice(0, index), { value: pair.slice(index + 1), raw }]
    }),
  )

/** Where a callback sends the browser: the hop page's refresh target, or the redirect's Location. */
export const landingOf = (res: { status: number; headers: Headers; text: string }): string => {
  if (res.status === 200) {
    const match = /<meta http-equiv="refresh" content="0;url=([^"]*)">/.exec(res.text)
    if (!match) throw new Error(`A 200 from the callback that is not the hop page: ${res.text.slice(0, 200)}`)
    return match[1].replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
  }
  const location = res.headers.get('location')
  if (!location) throw new Error(`The callback answered ${res.status} without a Location`)
  return location
}

export type Begun = { status: number; location: string; stateCookie: string; state: string }

/** GET /api/auth/{provider}: the provider's address and the cookie that ties the state to this browser. */
export const begin = async (
  provider: FakeProvider,
  query: Record<string, string> = {},
  options: Pick<CallOptions, 'as' | 'cookie' | 'headers'> = {},
): Promise<Begun> => {
  const res = await call(start, `/api/auth/${provider}`, { params: { provider }, query, ...options })
  const location = res.headers.get('location') ?? ''
  const cookie = setCookies(res.headers)[`oauth-${provider}`]
  const state = location.startsWith('http') ? (new URL(location).searchParams.get('state') ?? '') : ''
  return { status: res.status, location, stateCookie: cookie ? `oauth-${provider}=${cookie.value}` : '', state }
}

/** The provider's answer to the authorization request, as the callback's query. */
export const authorize = async (provider: FakeProvider, location: string, login: Partial<FakeLogin> & { decision?: 'allow' | 'deny' } = {}) => {
  const res = await fetch(fakeLoginUrl(location, login), { redirect: 'manual' })
  if (res.status !== 302) {
    // Apple's denial is answered with the auto-posting form directly.
    const html = await res.text()
    const fields = new URLSearchParams([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]))
    return { query: fields, formPost: true }
  }
  const back = new URL(res.headers.get('location') ?? '')
  if (back.pathname.endsWith('/form-post')) {
    const fields = new URLSearchParams()
    for (const name of ['code', 'state', 'user', 'error']) {
      const value = back.searchParams.get(name)
      if (value !== null) fields.set(name, value)
    }
    return { query: fields, formPost: true }
  }
  return { query: back.searchParams, formPost: false }
}

/** Apple's cross-site POST to the callback; answers the GET address it moves to. */
export const postForm = async (provider: FakeProvider, fields: URLSearchParams, origin = 'https://appleid.apple.com') => {
  const res = await call(formPost, `/api/auth/${provider}/callback`, {
    method: 'POST',
    params: { provider },
    rawBody: fields.toString(),
    origin,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
  })
  return res
}

/** GET /api/auth/{provider}/callback with the browser's cookies (a top-level navigation from the provider). */
export const finish = (provider: FakeProvider, query: URLSearchParams | string, cookie: string, address = freshAddress()) =>
  call(callback, `/api/auth/${provider}/callback?${query}`, {
    params: { provider },
    cookie: cookie || undefined,
    headers: { 'sec-fetch-site': 'cross-site', 'x-forwarded-for': address },
  })

/** The callback's query as the browser brings it, Apple's POST included. */
export const callbackQuery = async (provider: FakeProvider, location: string, login: Partial<FakeLogin> & { decision?: 'allow' | 'deny' } = {}) => {
  const answer = await authorize(provider, location, login)
  if (!answer.formPost) return answer.query
  const moved = await postForm(provider, answer.query)
  if (moved.status !== 303) throw new Error(`Apple's form POST answered ${moved.status}: ${moved.text}`)
  return new URL(moved.headers.get('location') ?? '', 'http://site.invalid').searchParams
}

export type RoundTrip = {
  status: number
  landing: string
  /** `payload-token=…` if the callback started a session. */
  session: string | null
  cookies: Record<string, { value: string; raw: string }>
  text: string
}

/** The whole sign-in: start (with `next`), the provider's page answered with `login`, the callback. */
export const roundTrip = async (
  provider: FakeProvider,
  login: Partial<FakeLogin> & { decision?: 'allow' | 'deny' },
  { next, startAs, address }: { next?: string; startAs?: Pick<User, 'email'>; address?: string } = {},
): Promise<RoundTrip> => {
  const query: Record<string, string> = next ? { next } : {}
  if (startAs) query.intent = 'confirm'
  const begun = await begin(provider, query, startAs ? { as: startAs } : {})
  if (begun.status !== 302 || !begun.location.startsWith('http')) throw new Error(`The start answered ${begun.status} → ${begun.location}`)
  const res = await finish(provider, await callbackQuery(provider, begun.location, login), begun.stateCookie, address)
  const cookies = setCookies(res.headers)
  const token = cookies['payload-token']?.value
  return { status: res.status, landing: landingOf(res), session: token ? `payload-token=${token}` : null, cookies, text: res.text }
}

/** The signed-in user a session cookie stands for (GET /api/auth/user, as the site's own page asks). */
export const whoIs = async (session: string | null) => {
  const res = await call(currentUserRoute, '/api/auth/user', { cookie: session ?? undefined, headers: { 'sec-fetch-site': 'same-origin' } })
  return res.status === 200 ? (res.json as { id: number; email: string }) : null
}

export const accountsWithEmail = async (email: string) => {
  const drizzle = await drizzleFor(await testPayload())
  const { rows } = await drizzle.execute<{
    id: number
    email: string
    role: string
    has_password: boolean
    email_verified: boolean
    first_name: string | null
    last_name: string | null
  }>(sql`SELECT id, email, role, has_password, email_verified, first_name, last_name FROM users WHERE lower(email) = lower(${email})`)
  return rows.map((row) => ({ ...row, id: Number(row.id) }))
}

export const attemptRow = async (state: string) => {
  const drizzle = await drizzleFor(await testPayload())
  const { rows } = await drizzle.execute<{ provider: string; code_verifier: string; nonce: string; next_path: string; intent: string; user_id: number | null; lifetime: number }>(
    sql`SELECT provider, code_verifier, nonce, next_path, intent, user_id,
               round(extract(epoch FROM expires_at - created_at))::int AS lifetime
        FROM oauth_attempts WHERE state = ${state}`,
  )
  return rows[0] ?? null
}

export const expireAttempt = async (state: string) => {
  const drizzle = await drizzleFor(await testPayload())
  await drizzle.execute(sql`UPDATE oauth_attempts SET expires_at = now() - interval '1 second' WHERE state = ${state}`)
}
