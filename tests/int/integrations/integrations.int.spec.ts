import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as checkRoute } from '@/app/(frontend)/api/admin/integrations/check/route'
import { integrationEnvironment, storedIntegrations } from '@/lib/integrations/settings'
import { REMOVE_CREDENTIAL } from '@/lib/integrations/removeMarker'
import type { User } from '@/payload-types'
import { call } from '../../api'
import { createUser, testPayload } from '../../factories'
import { FAKE_CLIENTS, oauthEnvironment, startOAuthFake, type OAuthFake } from '../../fakes/oauth'
import { startStripeFake, type StripeFake } from '../../fakes/stripe'
import { rest } from '../cms/rest'

/**
 * Settings → Payments & sign-in: sealed at rest, never read back, the creator's alone, the
 * environment first; and the Test button against the loopback Stripe and OAuth fakes.
 *
 * The global is one row every test file shares. So that no file running beside this one sees a
 * provider switched on, this file stores only values that complete nothing (Stripe's secret key
 * without its webhook secret, Apple's team and key IDs without the Services ID and key) and
 * removes them at the end; complete sets are tested as typed values of the Test button, and
 * their use by the site in tests/unit/sealedCredentials.spec.ts.
 */
const CHECK = '/api/admin/integrations/check'
const STORED_KEY = 'sk_test_fake_stored_by_the_creator'
// Endpoints only: the credentials themselves come from the global or the Test button's body.
const ENDPOINT_VARIABLES = [
  'STRIPE_API_URL',
  'GOOGLE_TOKEN_URL',
  'GITHUB_TOKEN_URL',
  'APPLE_TOKEN_URL',
] as const
const CREDENTIAL_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'] as const
const saved = Object.fromEntries([...ENDPOINT_VARIABLES, ...CREDENTIAL_VARIABLES].map((name) => [name, process.env[name]]))

let payload: Payload
let stripe: StripeFake
let oauth: OAuthFake
let admin: User
let editor: User
let member: User

const clearAll = () =>
  payload.updateGlobal({
    slug: 'integrations',
    data: {
      stripe: { secretKey: REMOVE_CREDENTIAL, webhookSecret: REMOVE_CREDENTIAL },
      apple: { teamId: REMOVE_CREDENTIAL, keyId: REMOVE_CREDENTIAL },
    },
  })

beforeAll(async () => {
  payload = await testPayload()
  ;[stripe, oauth] = await Promise.all([startStripeFake(), startOAuthFake()])
  for (const name of CREDENTIAL_VARIABLES) delete process.env[name]
  const endpoints = oauthEnvironment(oauth)
  process.env.STRIPE_API_URL = stripe.url
  process.env.GOOGLE_TOKEN_URL = endpoints.GOOGLE_TOKEN_URL
  process.env.GITHUB_TOKEN_URL = endpoints.GITHUB_TOKEN_URL
  process.env.APPLE_TOKEN_URL = endpoints.APPLE_TOKEN_URL
  ;[admin, editor, member] = await Promise.all([createUser({ role: 'admin' }), createUser({ role: 'editor' }), createUser()])
})

afterAll(async () => {
  await clearAll()
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  await Promise.all([stripe.stop(), oauth.stop()])
})

const raw = async () => storedIntegrations(payload)

describe('the Payments & sign-in global', () => {
  it('stores a credential sealed, and no read (the creator’s own, through /cms-api) ever returns it', async () => {
    const saving = await rest('POST', '/globals/integrations', { as: admin, body: { stripe: { secretKey: STORED_KEY }, apple: { teamId: 'FAKETEAM01' } } })
    expect(saving.status, saving.text).toBe(200)
    const sealed = (await raw()).stripe?.secretKey as string
    expect(sealed).toMatch(/^v1\./)
    expect(sealed).not.toContain(STORED_KEY)

    const read = await rest('GET', '/globals/integrations', { as: admin })
    expect(read.status).toBe(200)
    for (const answer of [saving.text, read.text]) {
      expect(answer).not.toContain(STORED_KEY)
      expect(answer).not.toContain(sealed)
      expect(answer).not.toContain('FAKETEAM01')
    }
    expect(read.json.stripe).toMatchObject({ secretKey: '', webhookSecret: '' })
    expect(read.json.status.credentials['stripe.secretKey']).toEqual({ source: 'stored', env: 'STRIPE_SECRET_KEY' })
    // An ID shows its last four characters only (and only when it is long enough to hide the rest).
    expect(read.json.status.credentials['apple.teamId']).toEqual({ source: 'stored', env: 'APPLE_TEAM_ID', hint: '…AM01' })
    expect(read.json.status.credentials['stripe.webhookSecret']).toEqual({ source: 'none', env: 'STRIPE_WEBHOOK_SECRET' })
    expect(read.json.status.callbacks.google).toMatch(/\/api\/auth\/google\/callback$/)

    // The Local API too: nothing sealed or open comes back.
    const local = await payload.findGlobal({ slug: 'integrations' })
    expect(JSON.stringify(local)).not.toContain(sealed)
  })

  it('keeps the stored value when the form sends it back empty, and clears it on Remove', async () => {
    await rest('POST', '/globals/integrations', { as: admin, body: { stripe: { secretKey: STORED_KEY } } })
    const sealed = (await raw()).stripe?.secretKey
    for (const body of [{ stripe: { secretKey: '' } }, { stripe: { secretKey: null } }, { stripe: {} }, {}, { stripe: { secretKey: '   ' } }]) {
      const res = await rest('POST', '/globals/integrations', { as: admin, body })
      expect(res.status, JSON.stringify(body)).toBe(200)
      expect((await raw()).stripe?.secretKey, JSON.stringify(body)).toBe(sealed)
    }
    await rest('POST', '/globals/integrations', { as: admin, body: { apple: { keyId: 'FAKEKEY001' } } })
    expect((await raw()).stripe?.secretKey).toBe(sealed)

    const removed = await rest('POST', '/globals/integrations', { as: admin, body: { apple: { keyId: REMOVE_CREDENTIAL } } })
    expect(removed.status).toBe(200)
    expect((await raw()).apple?.keyId ?? null).toBeNull()
    expect(removed.json.result.status.credentials['apple.keyId'].source).toBe('none')
  })

  it('refuses a value of the wrong shape with a plain message per field (400), storing nothing', async () => {
    const before = await raw()
    const cases: [unknown, string, RegExp][] = [
      [{ stripe: { secretKey: 'pk_test_123' } }, 'stripe.secretKey', /publishable key/],
      [{ stripe: { webhookSecret: 'sk_test_abc' } }, 'stripe.webhookSecret', /starts with whsec_/],
      [{ stripe: { secretKey: 'sk_test_\u0000abc' } }, 'stripe.secretKey', /no control characters/],
      [{ stripe: { secretKey: `sk_test_${'a'.repeat(5000)}` } }, 'stripe.secretKey', /At most 4,000 characters/],
      [{ stripe: { secretKey: 12345 } }, 'stripe.secretKey', /as text/],
      [{ apple: { teamId: 'short' } }, 'apple.teamId', /10 capital letters/],
      [{ apple: { privateKey: 'not a key' } }, 'apple.privateKey', /\.p8 key/],
    ]
    for (const [body, path, message] of cases) {
      const res = await rest('POST', '/globals/integrations', { as: admin, body })
      expect(res.status, res.text).toBe(400)
      const errors = (res.json.errors as { data?: { errors?: { path: string; message: string }[] } }[]).flatMap((e) => e.data?.errors ?? [])
      expect(errors.find((e) => e.path === path)?.message, res.text).toMatch(message)
    }
    expect(await raw()).toEqual(before)
  })

  it('is the creator’s alone: a visitor, a member and an editor can neither read nor write it', async () => {
    for (const [as, status] of [[null, 401], [member, 403], [editor, 403]] as const) {
      expect((await rest('GET', '/globals/integrations', { as })).status, `read as ${as?.role ?? 'visitor'}`).toBe(status)
      expect((await rest('POST', '/globals/integrations', { as, body: { stripe: { secretKey: '' } } })).status, `write as ${as?.role ?? 'visitor'}`).toBe(status)
    }
    await expect(payload.findGlobal({ slug: 'integrations', user: editor, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
  })

  it('uses the server’s variable where it is set: the admin says so, and the stored value waits', async () => {
    await rest('POST', '/globals/integrations', { as: admin, body: { stripe: { secretKey: STORED_KEY } } })
    expect((await integrationEnvironment(payload)).STRIPE_SECRET_KEY).toBe(STORED_KEY)
    process.env.STRIPE_SECRET_KEY = 'sk_test_fake_from_the_server'
    try {
      expect((await integrationEnvironment(payload)).STRIPE_SECRET_KEY).toBe('sk_test_fake_from_the_server')
      const read = await rest('GET', '/globals/integrations', { as: admin })
      expect(read.json.status.credentials['stripe.secretKey']).toEqual({ source: 'server', env: 'STRIPE_SECRET_KEY' })
    } finally {
      delete process.env.STRIPE_SECRET_KEY
    }
    expect((await integrationEnvironment(payload)).STRIPE_SECRET_KEY).toBe(STORED_KEY)
  })
})

describe('POST /api/admin/integrations/check (the Test buttons)', () => {
  let creator: User
  beforeAll(async () => {
    // The check is rate limited per account: this block has a creator of its own.
    creator = await createUser({ role: 'admin' })
  })
  const check = (body: unknown, as: Pick<User, 'email'> | null = creator) => call(checkRoute, CHECK, { method: 'POST', body, as })

  it('answers a visitor 401 and a member or an editor 403', async () => {
    expect((await check({ group: 'stripe' }, null)).status).toBe(401)
    expect((await check({ group: 'stripe' }, member)).status).toBe(403)
    expect((await check({ group: 'stripe' }, editor)).status).toBe(403)
  })

  it('Stripe: the stored key, a typed good key and a typed bad key, in plain words', async () => {
    await rest('POST', '/globals/integrations', { as: admin, body: { stripe: { secretKey: STORED_KEY } } })
    const stored = await check({ group: 'stripe' })
    expect(stored.status).toBe(200)
    expect(stored.json).toEqual({ ok: false, message: expect.stringMatching(/^Stripe accepted this secret key \(test mode.*webhook signing secret is still missing/) })

    const typed = await check({ group: 'stripe', values: { secretKey: 'sk_test_fake_typed', webhookSecret: 'whsec_typed' } })
    expect(typed.json).toEqual({ ok: true, message: expect.stringMatching(/^Stripe accepted this secret key \(test mode/) })

    const bad = await check({ group: 'stripe', values: { secretKey: 'sk_test_rolled_last_week' } })
    expect(bad.json).toEqual({ ok: false, message: expect.stringMatching(/^Stripe refused this key: it is not a valid secret key/) })
    expect(JSON.stringify(bad.json)).not.toContain('sk_test_rolled')
  })

  it('Google, GitHub and Apple: good credentials, an unknown client, a wrong secret', async () => {
    const google = FAKE_CLIENTS.google
    expect((await check({ group: 'google', values: { clientId: google.id, clientSecret: google.secret } })).json).toEqual({
      ok: true,
      message: 'Google accepted these credentials. Members can sign in with Google.',
    })
    expect((await check({ group: 'google', values: { clientId: 'someone-else.apps.example.test', clientSecret: google.secret } })).json).toEqual({
      ok: false,
      message: 'Google does not know this client ID.',
    })
    expect((await check({ group: 'google', values: { clientId: google.id, clientSecret: 'wrong' } })).json.message).toMatch(/^Google refused these credentials/)
    expect((await check({ group: 'google', values: { clientId: google.id } })).json).toEqual({ ok: false, message: 'Enter the client secret first.' })

    const github = FAKE_CLIENTS.github
    expect((await check({ group: 'github', values: { clientId: github.id, clientSecret: github.secret } })).json.ok).toBe(true)
    expect((await check({ group: 'github', values: { clientId: 'nobody', clientSecret: github.secret } })).json).toEqual({
      ok: false,
      message: 'GitHub does not know this client ID, or the client secret is not its secret.',
    })

    const apple = FAKE_CLIENTS.apple
    const values = { clientId: apple.id, teamId: apple.teamId, keyId: apple.keyId, privateKey: oauth.applePrivateKey }
    expect((await check({ group: 'apple', values })).json).toEqual({ ok: true, message: 'Apple accepted these credentials. Members can sign in with Apple.' })
    expect((await check({ group: 'apple', values: { ...values, teamId: 'OTHERTEAM1' } })).json.message).toMatch(/^Apple refused these credentials/)
  })

  it('refuses hostile input field by field (400): huge strings, NUL bytes, wrong types, unknown fields', async () => {
    const cases: [unknown, string][] = [
      [{ group: 'stripe', values: { secretKey: `sk_test_${'x'.repeat(10_000)}` } }, 'values.secretKey'],
      [{ group: 'stripe', values: { secretKey: 'sk_test_\u0000' } }, 'values.secretKey'],
      [{ group: 'google', values: { clientId: 'id\nwith a line break' } }, 'values.clientId'],
      [{ group: 'stripe', values: { secretKey: 42 } }, 'values.secretKey'],
      [{ group: 'venmo' }, 'group'],
      [{ group: ['stripe'] }, 'group'],
      [{ group: 'stripe', values: 'sk_test_x' }, 'values'],
      [{ group: 'stripe', values: { password: 'x' } }, 'values'],
      [{ group: 'stripe', values: { teamId: 'FAKETEAM01' } }, 'values.teamId'],
    ]
    for (const [body, field] of cases) {
      const res = await check(body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(Object.keys(res.json.errors ?? {}), res.text.slice(0, 300)).toContain(field)
    }
  })
})
