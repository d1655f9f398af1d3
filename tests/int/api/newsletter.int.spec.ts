import { afterEach, describe, expect, it, vi } from 'vitest'

import { GET as confirm } from '@/app/(frontend)/api/newsletter/confirm/route'
import { POST as subscribe } from '@/app/(frontend)/api/newsletter/subscribe/route'
import { GET as unsubscribeLink, POST as unsubscribeOneClick } from '@/app/(frontend)/api/newsletter/unsubscribe/route'
import { RESEND_AFTER_MS } from '@/collections/newsletter-subscribers/data'
import { newsletterHeaders } from '@/lib/email/newsletter'
import { serverUrl } from '@/lib/serverUrl'
import { call } from '../../api'
import { testPayload } from '../../factories'
import { ageSubscriber, createSubscriber, findSubscriber, uniqueEmail } from '../../factories/community'
import { mailTo, mailsTo, type CaughtMail } from '../../setup/smtp'

const THANKS = { message: 'Thank you for subscribing. Please check your inbox to confirm your subscription.' }
const CONFIRMATION = /confirm your subscription/i

const signUp = (body: unknown, options: { origin?: string | null } = {}) =>
  call(subscribe, '/api/newsletter/subscribe', { method: 'POST', body, ...options })

const confirmLink = (mail: CaughtMail) => {
  const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)?.[0]
  if (!link) throw new Error(`No confirmation link in:\n${mail.text}`)
  return link
}

const unsubscribePath = (token: string) => `/api/newsletter/unsubscribe?token=${token}`

afterEach(() => {
  vi.restoreAllMocks()
})

describe('POST /api/newsletter/subscribe', () => {
  it('makes a pending subscriber and e-mails a confirmation link that activates it', async () => {
    const email = uniqueEmail()
    const res = await signUp({ email })
    expect(res.status).toBe(200)
    expect(res.json).toEqual(THANKS)
    const pending = await findSubscriber(email)
    expect(pending).toMatchObject({ status: 'pending', topics: ['general'], confirmedAt: null })
    expect(pending?.token).toMatch(/^[\w-]{43}$/)

    const mail = await mailTo(email, CONFIRMATION)
    const link = confirmLink(mail)
    expect(link.startsWith(`${serverUrl()}/api/newsletter/confirm?token=`)).toBe(true)
    expect(mail.text).not.toMatch(/<[a-z]/i)

    const confirmed = await call(confirm, link)
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe(`${serverUrl()}/?newsletter=confirmed`)
    const active = await findSubscriber(email)
    expect(active).toMatchObject({ status: 'active' })
    expect(active?.confirmedAt).toBeTruthy()
  })

  it('sends the confirmation with one-click List-Unsubscribe headers that work', async () => {
    const email = uniqueEmail()
    await signUp({ email })
    const mail = await mailTo(email, CONFIRMATION)
    const { token } = (await findSubscriber(email))!
    expect(mail.headers['list-unsubscribe']).toBe(`<${serverUrl()}${unsubscribePath(token!)}>`)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    const url = mail.headers['list-unsubscribe'].slice(1, -1)
    const res = await call(unsubscribeOneClick, url, {
      method: 'POST',
      origin: null,
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(200)
    expect((await findSubscriber(email))?.status).toBe('unsubscribed')
  })

  it('stores the address in lower case and the topics asked for', async () => {
    const email = uniqueEmail()
    const res = await signUp({ email: `  ${email.toUpperCase()} `, topics: ['podcast', 'podcast'] })
    expect(res.status).toBe(200)
    expect(await findSubscriber(email)).toMatchObject({ email, topics: ['podcast'] })
    await mailTo(email, CONFIRMATION)
  })

  it('gives the same answer for a known address and does not e-mail again right away', async () => {
    const email = uniqueEmail()
    expect((await signUp({ email })).json).toEqual(THANKS)
    await mailTo(email, CONFIRMATION)
    const again = await signUp({ email: email.toUpperCase(), topics: ['podcast'] })
    expect(again.status).toBe(200)
    expect(again.json).toEqual(THANKS)
    expect(await mailsTo(email)).toHaveLength(1)
    expect(await findSubscriber(email)).toMatchObject({ status: 'pending', topics: ['general', 'podcast'] })
    const payload = await testPayload()
    expect((await payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } } })).totalDocs).toBe(1)
  })

  it('sends the same link again once the last one is a while old', async () => {
    const email = uniqueEmail()
    await signUp({ email })
    const first = await mailTo(email, CONFIRMATION)
    await ageSubscriber((await findSubscriber(email))!, RESEND_AFTER_MS + 1000)
    expect((await signUp({ email })).json).toEqual(THANKS)
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(2)
    expect(confirmLink(mails[1])).toBe(confirmLink(first))
  })

  it('does not e-mail an active subscriber again, but adds a new topic', async () => {
    const subscriber = await createSubscriber({ status: 'active', topics: ['general'] })
    const res = await signUp({ email: subscriber.email, topics: ['podcast'] })
    expect(res.json).toEqual(THANKS)
    expect(await mailsTo(subscriber.email)).toEqual([])
    expect(await findSubscriber(subscriber.email)).toMatchObject({ status: 'active', topics: ['general', 'podcast'], token: subscriber.token })
  })

  it('asks an unsubscribed address to confirm again, with a new link', async () => {
    const subscriber = await createSubscriber({ status: 'unsubscribed', topics: ['general', 'podcast'] })
    expect((await signUp({ email: subscriber.email, topics: ['podcast'] })).json).toEqual(THANKS)
    const renewed = await findSubscriber(subscriber.email)
    expect(renewed).toMatchObject({ status: 'pending', topics: ['podcast'] })
    expect(renewed?.token).not.toBe(subscriber.token)
    const link = confirmLink(await mailTo(subscriber.email, CONFIRMATION))
    expect(link).toContain(renewed!.token!)
    const old = await call(confirm, `/api/newsletter/confirm?token=${subscriber.token}`)
    expect(old.headers.get('location')).toBe(`${serverUrl()}/?newsletter=invalid`)
  })

  it('keeps one subscriber when the same address signs up twice at once', async () => {
    const email = uniqueEmail()
    const answers = await Promise.all([signUp({ email }), signUp({ email })])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const payload = await testPayload()
    expect((await payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } } })).totalDocs).toBe(1)
  })

  it('still answers 200 when the confirmation e-mail cannot be sent (the subscriber is kept)', async () => {
    const payload = await testPayload()
    vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP is down'))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const email = uniqueEmail()
    const res = await signUp({ email })
    expect(res.status).toBe(200)
    expect(res.json).toEqual(THANKS)
    expect(await findSubscriber(email)).toMatchObject({ status: 'pending' })
    expect(logged).toHaveBeenCalled()
  })

  it('refuses invalid input with field messages, odd bodies and other sites', async () => {
    for (const body of [{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }, { email: 'a@b.c'.padStart(300, 'x') }]) {
      const res = await signUp(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.json.errors).toEqual({ email: expect.any(String) })
    }
    expect((await signUp({ email: 'not-an-email' })).json.errors).toEqual({ email: 'Please enter a valid email address.' })
    expect((await signUp({ email: uniqueEmail(), topics: ['sports'] })).json.errors).toEqual({ 'topics.0': 'Choose "general" or "podcast".' })
    expect((await signUp({ email: uniqueEmail(), topics: 'podcast' })).json.errors).toEqual({ topics: 'Topics must be a list.' })
    for (const body of [[], 'text', null]) expect((await signUp(body)).status).toBe(400)
    const malformed = await call(subscribe, '/api/newsletter/subscribe', { method: 'POST', rawBody: '{"email":' })
    expect(malformed.status).toBe(400)
    const huge = await call(subscribe, '/api/newsletter/subscribe', { method: 'POST', rawBody: JSON.stringify({ email: 'x'.repeat(200 * 1024) }) })
    expect(huge.status).toBe(413)

    const email = uniqueEmail()
    const crossSite = await signUp({ email }, { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(await findSubscriber(email)).toBeNull()
  })
})

describe('the podcast topic (the podcast page\'s Subscribe)', () => {
  it('signs a new address up for "podcast" only, and the e-mailed link confirms it', async () => {
    const email = uniqueEmail()
    const res = await signUp({ email, topics: ['podcast'] })
    expect(res.status).toBe(200)
    expect(res.json).toEqual(THANKS)
    expect(await findSubscriber(email)).toMatchObject({ status: 'pending', topics: ['podcast'] })

    const mail = await mailTo(email, CONFIRMATION)
    expect(mail.text).toMatch(/news of the .+ podcast/)
    expect(mail.text).not.toMatch(/newsletter at this address/)
    const confirmed = await call(confirm, confirmLink(mail))
    expect(confirmed.headers.get('location')).toBe(`${serverUrl()}/?newsletter=confirmed`)
    expect(await findSubscriber(email)).toMatchObject({ status: 'active', topics: ['podcast'] })
  })

  it('adds "podcast" to a general subscriber, pending or active, with the answer a new address gets', async () => {
    const pending = uniqueEmail()
    await signUp({ email: pending })
    await mailTo(pending, CONFIRMATION)
    const active = await createSubscriber({ status: 'active', topics: ['general'] })

    for (const email of [pending, active.email]) {
      const res = await signUp({ email, topics: ['podcast'] })
      expect(res.status).toBe(200)
      expect(res.json).toEqual(THANKS)
      expect((await findSubscriber(email))?.topics).toEqual(['general', 'podcast'])
    }
    // Nothing new is sent: the pending address was e-mailed moments ago, the active one confirmed long since.
    expect(await mailsTo(pending)).toHaveLength(1)
    expect(await mailsTo(active.email)).toEqual([])
  })

  it('names both topics in the confirmation when a pending address is e-mailed again', async () => {
    const email = uniqueEmail()
    await signUp({ email })
    await mailTo(email, CONFIRMATION)
    await ageSubscriber((await findSubscriber(email))!, RESEND_AFTER_MS + 1000)
    await signUp({ email, topics: ['podcast'] })
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(2)
    expect(mails[0].text).not.toMatch(/news of the/)
    expect(mails[1].text).toMatch(/newsletter and news of the .+ podcast/)
  })

  it('refuses a topic it does not know with a field message, and stores nothing', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [['Podcast'], { 'topics.0': 'Choose "general" or "podcast".' }],
      [['podcast', 42], { 'topics.1': 'Choose "general" or "podcast".' }],
      ['podcast', { topics: 'Topics must be a list.' }],
      [['podcast', 'general', 'podcast'], { topics: 'Topics must be a list.' }],
    ]
    for (const [topics, errors] of cases) {
      const email = uniqueEmail()
      const res = await signUp({ email, topics })
      expect(res.status, JSON.stringify(topics)).toBe(400)
      expect(res.json.errors).toEqual(errors)
      expect(await findSubscriber(email)).toBeNull()
    }
  })
})

describe('GET /api/newsletter/confirm', () => {
  it('sends unknown, missing and malformed tokens to the "invalid" notice', async () => {
    const queries: Record<string, string>[] = [
      {},
      { token: '' },
      { token: 'A'.repeat(43) },
      { token: 'short' },
      { token: "' OR 1=1 --" },
      { token: 'x'.repeat(10_000) },
    ]
    for (const query of queries) {
      const res = await call(confirm, '/api/newsletter/confirm', { query })
      expect(res.status, JSON.stringify(query).slice(0, 40)).toBe(303)
      expect(res.headers.get('location')).toBe(`${serverUrl()}/?newsletter=invalid`)
    }
  })

  it('is harmless to follow twice, and does not bring back an unsubscribed address', async () => {
    const active = await createSubscriber({ status: 'active' })
    const again = await call(confirm, '/api/newsletter/confirm', { query: { token: active.token! } })
    expect(again.headers.get('location')).toBe(`${serverUrl()}/?newsletter=confirmed`)

    const gone = await createSubscriber({ status: 'unsubscribed' })
    const res = await call(confirm, '/api/newsletter/confirm', { query: { token: gone.token! } })
    expect(res.headers.get('location')).toBe(`${serverUrl()}/?newsletter=invalid`)
    expect((await findSubscriber(gone.email))?.status).toBe('unsubscribed')
  })
})

describe('/api/newsletter/unsubscribe', () => {
  it('GET unsubscribes and redirects to the "unsubscribed" notice; repeating it is fine', async () => {
    const subscriber = await createSubscriber({ status: 'active' })
    for (let i = 0; i < 2; i++) {
      const res = await call(unsubscribeLink, unsubscribePath(subscriber.token!))
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe(`${serverUrl()}/?newsletter=unsubscribed`)
    }
    expect((await findSubscriber(subscriber.email))?.status).toBe('unsubscribed')
  })

  it('GET with a bad token redirects to the "invalid" notice', async () => {
    for (const path of ['/api/newsletter/unsubscribe', unsubscribePath('B'.repeat(43)), unsubscribePath('%00')]) {
      const res = await call(unsubscribeLink, path)
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe(`${serverUrl()}/?newsletter=invalid`)
    }
  })

  it('POST one-click works from a mail provider: no Origin, or even a foreign one', async () => {
    const [first, second] = await Promise.all([createSubscriber(), createSubscriber({ status: 'pending' })])
    const oneClick = { method: 'POST', rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
    const plain = await call(unsubscribeOneClick, unsubscribePath(first.token!), { ...oneClick, origin: null })
    expect(plain.status).toBe(200)
    expect(plain.json).toEqual({ message: 'You have been unsubscribed.' })
    const foreign = await call(unsubscribeOneClick, unsubscribePath(second.token!), { ...oneClick, origin: 'https://mail.example' })
    expect(foreign.status).toBe(200)
    expect((await findSubscriber(first.email))?.status).toBe('unsubscribed')
    expect((await findSubscriber(second.email))?.status).toBe('unsubscribed')
  })

  it('POST with a bad token answers 404 and changes nothing', async () => {
    const subscriber = await createSubscriber()
    for (const path of ['/api/newsletter/unsubscribe', unsubscribePath('C'.repeat(43)), unsubscribePath(subscriber.token!.slice(1))]) {
      const res = await call(unsubscribeOneClick, path, { method: 'POST', origin: null })
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ message: 'This unsubscribe link is not valid.' })
    }
    expect((await findSubscriber(subscriber.email))?.status).toBe('active')
  })
})

describe('newsletterHeaders', () => {
  it('gives every newsletter e-mail a one-click unsubscribe for its subscriber', () => {
    expect(newsletterHeaders({ token: 'abc_DEF-123' })).toEqual({
      'List-Unsubscribe': `<${serverUrl()}/api/newsletter/unsubscribe?token=abc_DEF-123>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})
