/**
 * Reading-plan reminders against the real database: a member sets one (the API), the runner
 * sends what is due at the `now` it is given (in the member's own zone, once a local day, the
 * next unfinished day, nothing for a finished plan or a reminder switched off), and the e-mail's
 * signed links (a GET changes nothing; the button's POST marks the day; a changed, expired or
 * misdirected token is refused; one click stops the e-mails).
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as readReminder, PUT as putReminder } from '@/app/(frontend)/api/reading-plans/[slug]/reminder/route'
import * as completeRoute from '@/app/(frontend)/api/reading-reminders/complete/route'
import { GET as unsubscribePage, POST as unsubscribe } from '@/app/(frontend)/api/reading-reminders/unsubscribe/route'
import { mergeReadingProgress } from '@/collections/reading-progress/data'
import { completeLinkState, setReminder, stopLinkState } from '@/collections/reading-reminders/data'
import { completeToken } from '@/collections/reading-reminders/links'
import { sendDueReminders } from '@/collections/reading-reminders/send'
import type { ReadingPlan, User } from '@/payload-types'
import { call } from '../../api'
import { createUser, testPayload } from '../../factories'
import { createReadingPlan, planDay, storedProgress } from '../../factories/readingPlans'
import { mailsTo, type CaughtMail } from '../../setup/smtp'

const at = (iso: string) => new Date(iso)
const browser = { 'sec-fetch-site': 'same-origin' }
const AUCKLAND = { enabled: true, hour: 7, timeZone: 'Pacific/Auckland' }
// Set well before the days the tests run the clock through.
const SET_ON = at('2026-02-01T00:00:00Z')

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  vi.restoreAllMocks()
})

const remindersTo = async (member: User): Promise<CaughtMail[]> => (await mailsTo(member.email)).filter((mail) => /^Day \d+ of /.test(mail.subject))

const completed = async (member: User, plan: ReadingPlan, days: number[]) => {
  await mergeReadingProgress(payload, member, plan.slug, { completed: Object.fromEntries(days.map((d) => [d, true])), answers: {} })
}

/** A member with a reminder for a new plan of three days, set at SET_ON. */
const memberWithReminder = async (settings = AUCKLAND) => {
  const [member, plan] = await Promise.all([createUser(), createReadingPlan()])
  await setReminder(payload, member, plan.slug, settings, SET_ON)
  return { member, plan }
}

const linkIn = (mail: CaughtMail, label: string) => {
  const match = new RegExp(`${label}: (\\S+)`).exec(mail.text)
  if (!match) throw new Error(`No "${label}" link in:\n${mail.text}`)
  return new URL(match[1])
}

describe('PUT and GET /api/reading-plans/{slug}/reminder', () => {
  const at = (slug: string) => `/api/reading-plans/${slug}/reminder`

  it('answers 401 to a visitor and 404 for a plan that is not published', async () => {
    const [member, draft] = await Promise.all([createUser(), createReadingPlan({ status: 'draft' })])
    expect((await call(readReminder, at('x'), { params: { slug: 'x' } })).status).toBe(401)
    expect((await call(putReminder, at('x'), { method: 'PUT', params: { slug: 'x' }, body: AUCKLAND })).status).toBe(401)
    for (const slug of ['no-such-plan', draft.slug]) {
      expect((await call(putReminder, at(slug), { method: 'PUT', params: { slug }, as: member, body: AUCKLAND })).status).toBe(404)
    }
  })

  it('refuses an unknown time zone or hour with 400, field by field', async () => {
    const [member, plan] = await Promise.all([createUser(), createReadingPlan()])
    const put = (body: unknown) => call(putReminder, at(plan.slug), { method: 'PUT', params: { slug: plan.slug }, as: member, body })
    const zone = await put({ ...AUCKLAND, timeZone: 'Mars/Olympus_Mons' })
    expect(zone.status).toBe(400)
    expect(zone.json.errors.timeZone).toBe('Choose a time zone from the list.')
    expect((await put({ ...AUCKLAND, hour: 24 })).json.errors.hour).toBeDefined()
    expect((await put({ enabled: 'yes', hour: 7, timeZone: 'UTC' })).status).toBe(400)
  })

  it('keeps the member’s reminder (an alias as the zone it names) and answers it privately', async () => {
    const [member, plan] = await Promise.all([createUser(), createReadingPlan()])
    const get = () => call(readReminder, at(plan.slug), { params: { slug: plan.slug }, as: member, headers: browser })
    expect((await get()).json).toEqual({ reminder: null })
    const saved = await call(putReminder, at(plan.slug), { method: 'PUT', params: { slug: plan.slug }, as: member, body: { enabled: true, hour: 6, timeZone: 'US/Mountain' } })
    expect(saved.status).toBe(200)
    expect(saved.json).toEqual({ reminder: { enabled: true, hour: 6, timeZone: 'America/Denver' } })
    const read = await get()
    expect(read.json).toEqual(saved.json)
    expect(read.headers.get('cache-control')).toBe('private, no-store')
    // Another member sees nothing of it.
    const other = await createUser()
    expect((await call(readReminder, at(plan.slug), { params: { slug: plan.slug }, as: other, headers: browser })).json).toEqual({ reminder: null })
  })
})

describe('sendDueReminders(payload, now)', () => {
  it('sends the day’s reading at the member’s hour in Auckland (not the server’s zone), once that local day', async () => {
    const { member, plan } = await memberWithReminder()
    // 06:59 on 28 February in Auckland (UTC+13).
    await sendDueReminders(payload, at('2026-02-27T17:59:00Z'))
    expect(await remindersTo(member)).toHaveLength(0)

    await sendDueReminders(payload, at('2026-02-27T18:00:00Z'))
    const [mail, ...more] = await remindersTo(member)
    expect(more).toHaveLength(0)
    expect(mail.subject).toBe(`Day 1 of ${plan.title}: Day 1 of a test plan`)
    expect(mail.text).toMatch(/- Psalm 1:1-3: http\S+\/scripture\/[a-z0-9-]+\/1\?v=1-3#v1/)
    expect(mail.text).toContain('- First question of day 1?')
    expect(mail.text).toContain(`/reading-plans/${plan.slug}#day-1`)
    expect(linkIn(mail, 'Mark as complete').pathname).toBe('/reading-reminders/complete')
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http\S+\/api\/reading-reminders\/unsubscribe\?token=[^>]+>$/)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    // Later runs that local day send nothing more.
    await sendDueReminders(payload, at('2026-02-27T18:05:00Z'))
    await sendDueReminders(payload, at('2026-02-28T10:59:00Z'))
    expect(await remindersTo(member)).toHaveLength(1)
  })

  it('lets missed days not pile up: after three days without a run, one e-mail, the first unfinished day', async () => {
    const { member, plan } = await memberWithReminder()
    await sendDueReminders(payload, at('2026-02-27T18:00:00Z'))
    await sendDueReminders(payload, at('2026-03-02T19:00:00Z'))
    const mails = await remindersTo(member)
    expect(mails.map((mail) => mail.subject)).toEqual([`Day 1 of ${plan.title}: Day 1 of a test plan`, `Day 1 of ${plan.title}: Day 1 of a test plan`])

    // With day 1 done, the next morning gives day 2.
    await completed(member, plan, [1])
    await sendDueReminders(payload, at('2026-03-03T18:00:00Z'))
    expect((await remindersTo(member)).at(-1)?.subject).toBe(`Day 2 of ${plan.title}: Day 2 of a test plan`)
  })

  it('follows the member’s zone through a clock change (Denver’s spring-forward night has no 02:00)', async () => {
    const { member } = await memberWithReminder({ enabled: true, hour: 2, timeZone: 'America/Denver' })
    await sendDueReminders(payload, at('2026-03-08T08:30:00Z'))
    expect(await remindersTo(member)).toHaveLength(0)
    await sendDueReminders(payload, at('2026-03-08T09:00:00Z'))
    expect(await remindersTo(member)).toHaveLength(1)
  })

  it('sends nothing for a finished plan, a plan taken offline, or a reminder switched off', async () => {
    const finished = await memberWithReminder()
    await completed(finished.member, finished.plan, [1, 2, 3])
    const offline = await memberWithReminder()
    await payload.update({ collection: 'reading-plans', id: offline.plan.id, data: { _status: 'draft' } })
    const off = await memberWithReminder()
    await setReminder(payload, off.member, off.plan.slug, { ...AUCKLAND, enabled: false }, SET_ON)

    await sendDueReminders(payload, at('2026-02-27T18:00:00Z'))
    for (const { member } of [finished, offline, off]) expect(await remindersTo(member)).toHaveLength(0)
  })

  it('tries a failed send again later that day, and never sends a day twice', async () => {
    const { member } = await memberWithReminder()
    const send = payload.sendEmail.bind(payload)
    let refusals = 1
    vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      if ((message as { to?: unknown }).to === member.email && refusals-- > 0) throw new Error('421 Try again later')
      return send(message)
    })
    const first = await sendDueReminders(payload, at('2026-02-27T18:00:00Z'))
    expect(first.failed).toBeGreaterThanOrEqual(1)
    expect(await remindersTo(member)).toHaveLength(0)

    await sendDueReminders(payload, at('2026-02-27T19:00:00Z'))
    await sendDueReminders(payload, at('2026-02-27T20:00:00Z'))
    expect(await remindersTo(member)).toHaveLength(1)
  })

  it('goes with the member’s account', async () => {
    const { member } = await memberWithReminder()
    await payload.delete({ collection: 'users', id: member.id })
    const { totalDocs } = await payload.count({ collection: 'reading-reminders', where: { user: { equals: member.id } } })
    expect(totalDocs).toBe(0)
  })
})

describe('the e-mail’s "Mark as complete" link', () => {
  const post = (token: string, options: Parameters<typeof call>[2] = {}) =>
    call(completeRoute.POST, '/api/reading-reminders/complete', { method: 'POST', body: { token }, ...options })

  /** A link mailed by a run on the real clock (the route checks the link's age against it): midnight UTC has passed today. */
  const mailedToken = async () => {
    const [member, plan] = await Promise.all([createUser(), createReadingPlan()])
    const now = new Date()
    await setReminder(payload, member, plan.slug, { enabled: true, hour: 0, timeZone: 'UTC' }, new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000))
    await sendDueReminders(payload, now)
    const [mail] = await remindersTo(member)
    return { member, plan, token: linkIn(mail, 'Mark as complete').searchParams.get('token')! }
  }

  it('opens a page that changes nothing (there is no GET that marks)', async () => {
    const { member, plan, token } = await mailedToken()
    expect(await completeLinkState(payload, token)).toMatchObject({ state: 'ready', day: { day: 1 }, plan: { slug: plan.slug } })
    expect(await completeLinkState(payload, token)).toMatchObject({ state: 'ready' })
    expect('GET' in completeRoute).toBe(false)
    expect(await storedProgress(member, plan)).toBeNull()
  })

  it('marks the day when the page’s button posts the token, and the page then says so', async () => {
    const { member, plan, token } = await mailedToken()
    const res = await post(token, { body: undefined, rawBody: `token=${encodeURIComponent(token)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/reading-reminders/complete?token=${encodeURIComponent(token)}`)
    expect((await storedProgress(member, plan))?.[0]).toMatchObject({ completed: { 1: true } })
    expect(await completeLinkState(payload, token)).toMatchObject({ state: 'done' })
    // Pressed again: still complete, nothing else changes.
    expect((await post(token)).status).toBe(200)
    expect((await storedProgress(member, plan))?.[0]).toMatchObject({ completed: { 1: true } })
  })

  it('refuses a token changed to another member or plan, an expired one, and one from another site’s page', async () => {
    const { member, plan, token } = await mailedToken()
    const [other, otherPlan] = await Promise.all([createUser(), createReadingPlan({ days: [planDay(1)] })])
    const [body, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
    const changed = (change: object) => `${Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url')}.${signature}`
    const expired = completeToken(payload.secret, { member: member.id, plan: plan.id, day: 1 }, new Date(Date.now() - 15 * 24 * 60 * 60 * 1000))

    for (const refused of [changed({ member: other.id }), changed({ plan: otherPlan.id }), changed({ day: 2 }), expired, 'not-a-token']) {
      const res = await post(refused)
      expect(res.status).toBe(400)
      expect(await completeLinkState(payload, refused)).toEqual({ state: 'invalid' })
    }
    const crossSite = await post(token, { origin: 'https://elsewhere.example' })
    expect(crossSite.status).toBe(403)
    // The page's own form refused before its body is read goes back to the page, token and all, to try again.
    const refusedForm = await post(token, {
      origin: 'https://elsewhere.example',
      query: { token },
      body: undefined,
      rawBody: `token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(refusedForm.status).toBe(303)
    expect(refusedForm.headers.get('location')).toBe(`/reading-reminders/complete?token=${encodeURIComponent(token)}&failed=1`)
    for (const who of [member, other]) {
      for (const which of [plan, otherPlan]) expect(await storedProgress(who, which)).toBeNull()
    }
  })
})

describe('stopping the e-mails', () => {
  it('in one click from the mail client (RFC 8058), repeatably; opening the address changes nothing', async () => {
    const { member, plan } = await memberWithReminder()
    await sendDueReminders(payload, at('2026-02-27T18:00:00Z'))
    const [mail] = await remindersTo(member)
    const address = new URL(mail.headers['list-unsubscribe'].slice(1, -1))
    const token = address.searchParams.get('token')!
    const query = { token }

    const opened = await call(unsubscribePage, address.pathname, { query })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(`/reading-reminders/stop?token=${encodeURIComponent(token)}`)
    expect(await stopLinkState(payload, token)).toEqual({ state: 'on', plan: { title: plan.title, slug: plan.slug } })

    const oneClick = { method: 'POST', query, origin: null, rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
    for (let i = 0; i < 2; i++) expect((await call(unsubscribe, address.pathname, oneClick)).status).toBe(200)
    expect(await stopLinkState(payload, token)).toMatchObject({ state: 'off' })

    await sendDueReminders(payload, at('2026-02-28T18:00:00Z'))
    expect(await remindersTo(member)).toHaveLength(1)
    expect((await call(unsubscribe, address.pathname, { ...oneClick, query: { token: `${token}x` } })).status).toBe(404)
  })
})
