/**
 * A loopback stand-in for Google, GitHub and Apple sign-in, so no test ever reaches them: one
 * HTTP server with an `oauth2-mock-server` service per provider under its own path
 * (`/google/…`, `/github/…`, `/apple/…`). The app is pointed at it with the endpoint variables
 * of src/lib/auth/oauth/settings.ts (`oauthEnvironment(fake)`).
 *
 * - `GET /{provider}/authorize` is the provider's sign-in page: a form asking for the e-mail
 *   to sign in as, whether the provider verified it, and a name, with Allow and Deny buttons.
 *   A test in another process (a browser spec) sets the next login's claims by filling it in; a
 *   test can also skip the page by adding the answers to the authorization address
 *   (`fakeLoginUrl`): `decision=allow|deny`, `email`, `verified=true`, `first_name`,
 *   `last_name`, and `token_error=<OAuth error>` for a token endpoint that refuses the code.
 * - Allowed, the mock issues a code (keeping the PKCE challenge and the nonce) and redirects
 *   back; for `response_mode=form_post` (Apple) the code goes back in an auto-submitted
 *   cross-site form POST, with Apple's `user` field (the name) as JSON.
 * - `POST /{provider}/token` is the mock's token endpoint: it checks the client's credentials
 *   (HTTP Basic for Google and GitHub, Apple's ES256-signed client secret in the form), checks
 *   the PKCE verifier, refuses a code it did not issue or has already exchanged, and signs an ID
 *   token with the chosen e-mail, `email_verified` (a string for Apple, as Apple sends it), the
 *   names and the nonce.
 *   Bad client credentials answer `invalid_client` before the code is looked at, a good client
 *   with a code nobody issued `invalid_grant`, as the real providers do: the admin's Test button
 *   tells the two apart without a user.
 * - `GET /github/api/user` and `/github/api/user/emails` answer GitHub's API for the access
 *   token: the chosen address as the primary one, verified or not, after a verified
 *   non-primary address (the app must pick the primary, not the first).
 *
 * `npm test` starts it beside the Stripe fake (scripts/test.ts). By hand, for the dev server:
 *   node --import tsx tests/fakes/oauth.ts 12112   (prints the environment lines for the app)
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, verify, type KeyObject } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'

import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server'

export const FAKE_PROVIDERS = ['google', 'github', 'apple'] as const
export type FakeProvider = (typeof FAKE_PROVIDERS)[number]

/** Test credentials (never real ones): what the app is configured with and the fake expects. */
export const FAKE_CLIENTS = {
  google: { id: 'fake-google-client.apps.example.test', secret: 'fake-google-secret' },
  github: { id: 'fake-github-client', secret: 'fake-github-secret' },
  apple: { id: 'test.example.signin', teamId: 'FAKETEAM01', keyId: 'FAKEKEY001' },
} as const

export type FakeLogin = {
  email: string
  emailVerified: boolean
  firstName?: string
  lastName?: string
  /** The token endpoint answers this OAuth error (e.g. `invalid_grant`) instead of tokens. */
  tokenError?: string
}

export type OAuthFake = {
  url: string
  /** PKCS#8 PEM of the key the app signs Apple client secrets with. */
  applePrivateKey: string
  /** The mock service behind one provider (its events: beforeResponse, beforeTokenSigning…). */
  service: (provider: FakeProvider) => OAuth2Service
  stop: () => Promise<void>
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const sendJson = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

const sendHtml = (res: http.ServerResponse, title: string, body: string) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`)
}

const LABEL: Record<FakeProvider, string> = { google: 'Google', github: 'GitHub', apple: 'Apple' }

const hidden = (params: URLSearchParams) =>
  [...params].map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('')

/** The provider's sign-in page: the authorization request's parameters ride along as hidden fields. */
const loginPage = (provider: FakeProvider, url: URL) => {
  const params = new URLSearchParams(url.searchParams)
  return (
    `<h1>Sign in to Fake ${LABEL[provider]}</h1>` +
    `<p>Requested by <code>${escapeHtml(params.get('client_id') ?? '')}</code> for <code>${escapeHtml(params.get('scope') ?? '')}</code></p>` +
    `<form method="get" action="${escapeHtml(url.pathname)}">${hidden(params)}` +
    `<p><label>Email <input name="email" type="email" required></label></p>` +
    `<p><label><input name="verified" type="checkbox" value="true" checked> Email address verified</label></p>` +
    `<p><label>First name <input name="first_name"></label></p>` +
    `<p><label>Last name <input name="last_name"></label></p>` +
    `<p><button name="decision" value="allow">Allow</button> <button name="decision" value="deny" formnovalidate>Deny</button></p>` +
    `</form>`
  )
}

/** Apple's form_post: the answer goes back as a form the browser submits to the site, cross-site. */
const autoPostPage = (target: string, fields: Record<string, string>) =>
  `<p>Returning to the site…</p><form method="post" action="${escapeHtml(target)}">` +
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('') +
  `<button>Continue</button></form><script>document.forms[0].submit()</script>`

const loginFrom = (query: URLSearchParams | Record<string, unknown>): FakeLogin => {
  const get = (name: string) => {
    const value = query instanceof URLSearchParams ? query.get(name) : query[name]
    return typeof value === 'string' && value !== '' ? value : undefined
  }
  return {
    email: get('email') ?? 'someone@example.test',
    emailVerified: get('verified') === 'true' || get('verified') === 'on',
    firstName: get('first_name'),
    lastName: get('last_name'),
    tokenError: get('token_error'),
  }
}

const subject = (provider: FakeProvider, email: string) =>
  `${provider}-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16)}`

const basicCredentials = (header: string | undefined) => {
  const match = /^Basic (.+)$/.exec(header ?? '')
  if (!match) return null
  const [id, ...secret] = Buffer.from(match[1], 'base64').toString('utf8').split(':')
  return { id, secret: secret.join(':') }
}

/** Whether `jwt` is a client secret Apple would take: ES256 by the team's key, for this client, unexpired. */
const validAppleSecret = (jwt: unknown, publicKey: KeyObject): boolean => {
  if (typeof jwt !== 'string') return false
  const [header, payload, signature] = jwt.split('.')
  if (!header || !payload || !signature) return false
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    const signed = verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
    const { teamId, keyId, id } = FAKE_CLIENTS.apple
    return (
      signed &&
      head.alg === 'ES256' &&
      head.kid === keyId &&
      claims.iss === teamId &&
      claims.sub === id &&
      claims.aud === 'https://appleid.apple.com' &&
      claims.exp > Date.now() / 1000
    )
  } catch {
    return false
  }
}

/**
 * `applePrivateKey`: the key the app signs Apple client secrets with (PKCS#8 PEM); a new one
 * by default. Given, a restarted fake keeps working with an app server that is already running.
 */
export async function startOAuthFake({ port = 0, applePrivateKey: givenKey }: { port?: number; applePrivateKey?: string } = {}): Promise<OAuthFake> {
  const appleKey = givenKey ? createPrivateKey(givenKey.replace(/\\n/g, '\n')) : generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
  const applePrivateKey = appleKey.export({ format: 'pem', type: 'pkcs8' }).toString()
  const applePublicKey = createPublicKey(appleKey)

  /** Codes issued and not yet exchanged, and access tokens issued, with the login they stand for. */
  const codes = new Map<string, FakeLogin>()
  const accessTokens = new Map<string, FakeLogin>()
  const services = {} as Record<FakeProvider, OAuth2Service>
  const issuers = {} as Record<FakeProvider, OAuth2Issuer>

  for (const provider of FAKE_PROVIDERS) {
    const prefix = `/${provider}`
    const issuer = new OAuth2Issuer()
    await issuer.keys.generate('RS256')
    const service = new OAuth2Service(issuer, {
      wellKnownDocument: `${prefix}/.well-known/openid-configuration`,
      jwks: `${prefix}/jwks`,
      token: `${prefix}/token`,
      authorize: `${prefix}/authorize`,
      userinfo: `${prefix}/userinfo`,
      revoke: `${prefix}/revoke`,
      endSession: `${prefix}/endsession`,
      introspect: `${prefix}/introspect`,
    })
    service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: http.IncomingMessage & { query?: Record<string, unknown> }) => {
      const code = redirect.url.searchParams.get('code')
      if (code) codes.set(code, loginFrom(req.query ?? {}))
    })
    service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, req: { body?: { code?: string } }) => {
      const login = req.body?.code ? codes.get(req.body.code) : undefined
      if (!login) return
      Object.assign(token.payload, {
        sub: subject(provider, login.email),
        email: login.email,
        email_verified: provider === 'apple' ? String(login.emailVerified) : login.emailVerified,
        ...(provider === 'google' && login.firstName ? { given_name: login.firstName } : {}),
        ...(provider === 'google' && login.lastName ? { family_name: login.lastName } : {}),
      })
    })
    service.on(
      'beforeResponse',
      (response: { statusCode: number; body: Record<string, unknown> | '' }, req: http.IncomingMessage & { body?: Record<string, unknown> }) => {
        const refuse = (statusCode: number, error: string, description?: string) => {
          response.statusCode = statusCode
          response.body = description ? { error, error_description: description } : { error }
        }
        const body = req.body ?? {}
        if (provider === 'apple') {
          if (body.client_id !== FAKE_CLIENTS.apple.id || !validAppleSecret(body.client_secret, applePublicKey)) return refuse(401, 'invalid_client')
        } else {
          const credentials = basicCredentials(req.headers.authorization)
          const client = FAKE_CLIENTS[provider]
          // Google says which of the two it did not recognise (the admin's Test button repeats it).
          if (credentials?.id !== client.id) return refuse(401, 'invalid_client', provider === 'google' ? 'The OAuth client was not found.' : undefined)
          if (credentials.secret !== client.secret) return refuse(401, 'invalid_client', provider === 'google' ? 'Unauthorized' : undefined)
        }
        const code = typeof body.code === 'string' ? body.code : ''
        const login = codes.get(code)
        // A code works once, as at the real providers.
        codes.delete(code)
        if (!login) return refuse(400, 'invalid_grant')
        if (login.tokenError) return refuse(400, login.tokenError)
        if (response.body && typeof response.body.access_token === 'string') accessTokens.set(response.body.access_token, login)
      },
    )
    services[provider] = service
    issuers[provider] = issuer
  }

  let base = ''

  const authorize = (provider: FakeProvider, url: URL, req: http.IncomingMessage, res: http.ServerResponse) => {
    const decision = url.searchParams.get('decision')
    if (!decision) return sendHtml(res, `Sign in to Fake ${LABEL[provider]}`, loginPage(provider, url))
    const redirectUri = url.searchParams.get('redirect_uri') ?? ''
    const state = url.searchParams.get('state') ?? ''
    const formPost = url.searchParams.get('response_mode') === 'form_post'
    if (decision !== 'allow') {
      if (formPost) return sendHtml(res, 'Fake Apple', autoPostPage(redirectUri, { error: 'user_cancelled_authorize', state }))
      const back = new URL(redirectUri)
      back.searchParams.set('error', 'access_denied')
      if (state) back.searchParams.set('state', state)
      res.writeHead(302, { location: back.toString() })
      return res.end()
    }
    if (formPost) {
      // The mock only redirects: it redirects to a relay here, which posts the form as Apple does.
      const login = loginFrom(url.searchParams)
      const relay = new URL(`${base}/${provider}/form-post`)
      relay.searchParams.set('to', redirectUri)
      if (login.firstName || login.lastName) {
        relay.searchParams.set('user', JSON.stringify({ name: { firstName: login.firstName, lastName: login.lastName }, email: login.email }))
      }
      url.searchParams.set('redirect_uri', relay.toString())
      req.url = `${url.pathname}?${url.searchParams}`
    }
    return services[provider].requestHandler(req, res)
  }

  const formPostRelay = (url: URL, res: http.ServerResponse) => {
    const fields: Record<string, string> = {}
    for (const name of ['code', 'state', 'user', 'error']) {
      const value = url.searchParams.get(name)
      if (value !== null) fields[name] = value
    }
    return sendHtml(res, 'Fake Apple', autoPostPage(url.searchParams.get('to') ?? '', fields))
  }

  const githubApi = (path: string, req: http.IncomingMessage, res: http.ServerResponse) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    const login = token ? accessTokens.get(token) : undefined
    if (!login) return sendJson(res, 401, { message: 'Bad credentials' })
    if (path === '/user') {
      const name = [login.firstName, login.lastName].filter(Boolean).join(' ') || null
      return sendJson(res, 200, { id: 1000, login: subject('github', login.email), name, email: null })
    }
    if (path === '/user/emails') {
      return sendJson(res, 200, [
        { email: `${subject('github', login.email)}@users.noreply.example.test`, primary: false, verified: true, visibility: null },
        { email: login.email, primary: true, verified: login.emailVerified, visibility: 'private' },
      ])
    }
    return sendJson(res, 404, { message: 'Not Found' })
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const [, first, ...rest] = url.pathname.split('/')
    const provider = FAKE_PROVIDERS.find((name) => name === first)
    if (!provider) return sendJson(res, 404, { error: 'not_found' })
    const tail = `/${rest.join('/')}`
    try {
      if (req.method === 'GET' && tail === '/authorize') return authorize(provider, url, req, res)
      if (req.method === 'GET' && tail === '/form-post') return formPostRelay(url, res)
      if (provider === 'github' && tail.startsWith('/api/')) return githubApi(tail.slice('/api'.length), req, res)
      return services[provider].requestHandler(req, res)
    } catch (error) {
      return sendJson(res, 500, { error: 'server_error', error_description: String(error) })
    }
  })

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  for (const provider of FAKE_PROVIDERS) issuers[provider].url = `${base}/${provider}`
  return {
    url: base,
    applePrivateKey,
    service: (provider) => services[provider],
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** What the app server needs to sign in through the fake (test credentials only). */
export const oauthEnvironment = (fake: Pick<OAuthFake, 'url' | 'applePrivateKey'>): Record<string, string> => ({
  OAUTH_FAKE_URL: fake.url,
  GOOGLE_CLIENT_ID: FAKE_CLIENTS.google.id,
  GOOGLE_CLIENT_SECRET: FAKE_CLIENTS.google.secret,
  GOOGLE_AUTHORIZATION_URL: `${fake.url}/google/authorize`,
  GOOGLE_TOKEN_URL: `${fake.url}/google/token`,
  GOOGLE_ISSUER: `${fake.url}/google`,
  GITHUB_CLIENT_ID: FAKE_CLIENTS.github.id,
  GITHUB_CLIENT_SECRET: FAKE_CLIENTS.github.secret,
  GITHUB_AUTHORIZATION_URL: `${fake.url}/github/authorize`,
  GITHUB_TOKEN_URL: `${fake.url}/github/token`,
  GITHUB_API_URL: `${fake.url}/github/api`,
  APPLE_CLIENT_ID: FAKE_CLIENTS.apple.id,
  APPLE_TEAM_ID: FAKE_CLIENTS.apple.teamId,
  APPLE_KEY_ID: FAKE_CLIENTS.apple.keyId,
  APPLE_PRIVATE_KEY: fake.applePrivateKey,
  APPLE_AUTHORIZATION_URL: `${fake.url}/apple/authorize`,
  APPLE_TOKEN_URL: `${fake.url}/apple/token`,
  APPLE_ISSUER: `${fake.url}/apple`,
})

/** The names `oauthEnvironment` sets, for a spec that restores the environment afterwards. */
export const OAUTH_VARIABLES = Object.keys(oauthEnvironment({ url: '', applePrivateKey: '' }))

/** An authorization address with the sign-in page already answered (tests that skip the page). */
export const fakeLoginUrl = (authorizationUrl: string, login: Partial<FakeLogin> & { decision?: 'allow' | 'deny' } = {}): string => {
  const url = new URL(authorizationUrl)
  url.searchParams.set('decision', login.decision ?? 'allow')
  url.searchParams.set('email', login.email ?? 'someone@example.test')
  if (login.emailVerified ?? true) url.searchParams.set('verified', 'true')
  if (login.firstName) url.searchParams.set('first_name', login.firstName)
  if (login.lastName) url.searchParams.set('last_name', login.lastName)
  if (login.tokenError) url.searchParams.set('token_error', login.tokenError)
  return url.toString()
}

// `node --import tsx tests/fakes/oauth.ts [port]`: run the fake on its own (for `next dev`) and
// print the app's environment for it, one KEY="value" line each (newlines in the key as \n).
// With APPLE_PRIVATE_KEY set (those lines sourced), it keeps that key.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void startOAuthFake({ port: Number(process.argv[2] || 12112), applePrivateKey: process.env.APPLE_PRIVATE_KEY || undefined }).then((fake) => {
    console.log(`# OAuth fake listening on ${fake.url}`)
    for (const [name, value] of Object.entries(oauthEnvironment(fake))) console.log(`${name}="${value.replace(/\n/g, '\\n')}"`)
    const stop = () => void fake.stop().then(() => process.exit(0))
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  })
}
