/**
 * No acknowledged write is lost and no repeated submission doubles, whenever the database
 * connection drops (./droppedConnection.ts): before a write's statement, between it and the
 * COMMIT, as the COMMIT is sent, and after the server carried the COMMIT out. For every write a
 * visitor or member makes through /api, the rule holds: a 2xx means the row is there; any other
 * answer is a 503, and sending the same submission again (same Idempotency-Key) leaves exactly
 * one row and sends exactly one e-mail. The Stripe webhook, which Stripe itself repeats, keeps
 * one donation per session.
 */
import { randomUUID } from 'node:crypto'

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { PATCH as profile } from '@/app/(frontend)/api/account/profile/route'
import { POST as changeEmail } from '@/app/(frontend)/api/account/email/route'
import { POST as changePassword } from '@/app/(frontend)/api/account/password/route'
import { POST as register } from '@/app/(frontend)/api/auth/register/route'
import { POST as comment } from '@/app/(frontend)/api/comments/[slug]/route'
import { POST as contact } from '@/app/(frontend)/api/contact/route'
import { POST as webhook } from '@/app/(frontend)/api/donations/stripe-webhook/route'
import { DELETE as unsave, POST as save } from '@/app/(frontend)/api/favorites/[slug]/route'
import { POST as submitMedia } from '@/app/(frontend)/api/media/submit/route'
import { POST as submitMusic } from '@/app/(frontend)/api/music-analysis/submit/route'
import { POST as subscribe } from '@/app/(frontend)/api/newsletter/subscribe/route'
import { POST as suggestBook } from '@/app/(frontend)/api/reading-club/suggest/route'
import { PUT as progress } from '@/app/(frontend)/api/reading-plans/[slug]/progress/route'
import { startSession } from '@/lib/auth/signIn'
import type { Post } from '@/payload-types'
import { call, sessionCookie, TEST_PASSWORD } from '../../api'
import { signedCheckoutEvent } from '../../fakes/stripe'
import { createPost, createUser, ensureContactAddress, testPayload, unique } from '../../factories'
import { createFavorite, uniqueEmail } from '../../factories/community'
import { createReadingPlan } from '../../factories/readingPlans'
import { mailsTo } from '../../setup/smtp'
import { STEPS, withDroppedConnection } from './droppedConnection'

beforeAll(async () => {
  await testPayload()
})

type Answer = Awaited<ReturnType<typeof call>>

/** One kind of write: how to send it, which statement writes it, and how to count what it left. */
type Write = {
  name: string
  /** The statement that carries the write (the first one matching is where the fault strikes). */
  statement: RegExp
  /** A new submission: `send` sends it (the same body and key each time), `rows` counts it. */
  prepare: () => Promise<{ send: (key: string) => Promise<Answer>; rows: () => Promise<number>; mails?: () => Promise<number> }>
  /** The success answers it may give (saving a favorite already saved is a 200). */
  statuses: number[]
}

const count = async (collection: 'contact-messages' | 'comments' | 'music-suggestions' | 'media-submissions' | 'book-suggestions' | 'newsletter-subscribers' | 'users' | 'favorites' | 'reading-progress' | 'donations', where: object) =>
  (await (await testPayload()).count({ collection, where: where as never, overrideAccess: true })).totalDocs

const headers = (key: string) => ({ 'Idempotency-Key': key })

let post: Post

beforeAll(async () => {
  post = await createPost()
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** Signs in as a new member of its own (for the writes that change the account itself). */
const ownMember = async () => {
  const user = await createUser()
  return { user, cookie: await sessionCookie(user) }
}

const WRITES: Write[] = [
  {
    name: 'registration',
    statement: /^insert into "users"/i,
    statuses: [201],
    prepare: async () => {
      const email = uniqueEmail('registering')
      const body = { email, password: TEST_PASSWORD, firstName: 'New', lastName: 'Reader' }
      return {
        send: (key) => call(register, '/api/auth/register', { method: 'POST', body, headers: headers(key) }),
        rows: () => count('users', { email: { equals: email } }),
      }
    },
  },
  {
    name: 'comment',
    statement: /^insert into "comments"/i,
    statuses: [201],
    prepare: async () => {
      const { cookie } = await ownMember()
      const content = unique('A comment sent while the database restarted')
      return {
        send: (key) => call(comment, `/api/comments/${post.slug}`, { method: 'POST', params: { slug: post.slug }, cookie, body: { content }, headers: headers(key) }),
        rows: () => count('comments', { content: { equals: content } }),
      }
    },
  },
  {
    name: 'favorite added',
    statement: /^insert into "favorites"/i,
    statuses: [201, 200],
    prepare: async () => {
      const own = await ownMember()
      return {
        send: (key) => call(save, `/api/favorites/${post.slug}`, { method: 'POST', params: { slug: post.slug }, cookie: own.cookie, headers: headers(key) }),
        rows: () => count('favorites', { and: [{ user: { equals: own.user.id } }, { post: { equals: post.id } }] }),
      }
    },
  },
  {
    name: 'favorite removed',
    statement: /^delete from "favorites"/i,
    statuses: [200],
    prepare: async () => {
      const own = await ownMember()
      await createFavorite(own.user, post)
      return {
        send: (key) => call(unsave, `/api/favorites/${post.slug}`, { method: 'DELETE', params: { slug: post.slug }, cookie: own.cookie, headers: headers(key) }),
        // Removed: what must be there exactly once is the absence of the row.
        rows: async () => 1 - (await count('favorites', { and: [{ user: { equals: own.user.id } }, { post: { equals: post.id } }] })),
      }
    },
  },
  {
    name: 'contact message',
    statement: /^insert into "contact_messages"/i,
    statuses: [201],
    prepare: async () => {
      const subject = unique('Sent during an outage')
      const body = { name: 'Martha Visitor', email: uniqueEmail('visitor'), subject, message: 'Could you recommend a plan for a small group?' }
      const to = await ensureContactAddress()
      return {
        send: (key) => call(contact, '/api/contact', { method: 'POST', body, headers: headers(key) }),
        rows: () => count('contact-messages', { subject: { equals: subject } }),
        mails: async () => (await mailsTo(to)).filter((mail) => mail.subject.includes(subject)).length,
      }
    },
  },
  {
    name: 'newsletter sign-up',
    statement: /^insert into "newsletter_subscribers"/i,
    statuses: [200],
    prepare: async () => {
      const email = uniqueEmail('subscriber')
      return {
        send: (key) => call(subscribe, '/api/newsletter/subscribe', { method: 'POST', body: { email }, headers: headers(key) }),
        rows: () => count('newsletter-subscribers', { email: { equals: email } }),
        mails: async () => (await mailsTo(email)).length,
      }
    },
  },
  {
    name: 'book suggestion',
    statement: /^insert into "book_suggestions"/i,
    statuses: [201],
    prepare: async () => {
      const title = unique('A Book')
      const body = { title, author: 'An Author', reason: 'It helped me understand sanctification as a daily walk.' }
      return {
        send: (key) => call(suggestBook, '/api/reading-club/suggest', { method: 'POST', body, headers: headers(key) }),
        rows: () => count('book-suggestions', { title: { equals: title } }),
      }
    },
  },
  {
    name: 'music suggestion',
    statement: /^insert into "music_suggestions"/i,
    statuses: [201],
    prepare: async () => {
      const { cookie } = await ownMember()
      const songTitle = unique('A Song')
      const body = { artist: 'An Artist', songTitle, link: 'https://music.example/track/1', reason: 'The lyrics speak about grace in a way worth discussing.', email: '' }
      return {
        send: (key) => call(submitMusic, '/api/music-analysis/submit', { method: 'POST', cookie, body, headers: headers(key) }),
        rows: () => count('music-suggestions', { songTitle: { equals: songTitle } }),
      }
    },
  },
  {
    name: 'media submission',
    statement: /^insert into "media_submissions"/i,
    statuses: [201],
    prepare: async () => {
      const { cookie } = await ownMember()
      const title = unique('A Sermon')
      const body = { title, creator: 'A Preacher', mediaType: 'Sermons', link: 'https://video.example/watch?v=1', explanation: 'This sermon explains repentance clearly and biblically.' }
      return {
        send: (key) => call(submitMedia, '/api/media/submit', { method: 'POST', cookie, body, headers: headers(key) }),
        rows: () => count('media-submissions', { title: { equals: title } }),
      }
    },
  },
  {
    name: 'reading progress',
    statement: /^insert into "reading_progress"/i,
    statuses: [200],
    prepare: async () => {
      const [own, plan] = await Promise.all([ownMember(), createReadingPlan()])
      return {
        send: (key) =>
          call(progress, `/api/reading-plans/${plan.slug}/progress`, { method: 'PUT', params: { slug: plan.slug }, cookie: own.cookie, body: { completed: { 1: true } }, headers: headers(key) }),
        rows: () => count('reading-progress', { and: [{ user: { equals: own.user.id } }, { plan: { equals: plan.id } }] }),
      }
    },
  },
  {
    name: 'profile change',
    statement: /^insert into "users"/i,
    statuses: [200],
    prepare: async () => {
      const own = await ownMember()
      const firstName = unique('Renamed')
      return {
        send: (key) => call(profile, '/api/account/profile', { method: 'PATCH', cookie: own.cookie, body: { firstName }, headers: headers(key) }),
        rows: () => count('users', { firstName: { equals: firstName } }),
      }
    },
  },
  {
    name: 'password change',
    statement: /^insert into "users"/i,
    statuses: [200],
    prepare: async () => {
      const own = await ownMember()
      const newPassword = `${unique('a new long password')}`
      const signsIn = (password: string) =>
        testPayload().then((payload) => startSession(payload, own.user.email, password).then(() => true, () => false))
      return {
        send: (key) => call(changePassword, '/api/account/password', { method: 'POST', cookie: own.cookie, body: { currentPassword: TEST_PASSWORD, newPassword }, headers: headers(key) }),
        rows: async () => ((await signsIn(newPassword)) && !(await signsIn(TEST_PASSWORD)) ? 1 : 0),
      }
    },
  },
  {
    name: 'e-mail change',
    statement: /^update "users"/i,
    statuses: [200],
    prepare: async () => {
      const own = await ownMember()
      const email = uniqueEmail('moving')
      return {
        send: (key) => call(changeEmail, '/api/account/email', { method: 'POST', cookie: own.cookie, body: { email, password: TEST_PASSWORD }, headers: headers(key) }),
        rows: () => count('users', { and: [{ id: { equals: own.user.id } }, { pendingEmail: { equals: email } }] }),
        mails: async () => (await mailsTo(email)).length,
      }
    },
  },
]

/** Waits until the e-mails a write sends have had time to arrive. */
const settledMails = async (mails: () => Promise<number>) => {
  let seen = await mails()
  for (let i = 0; i < 20 && seen === 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    seen = await mails()
  }
  await new Promise((resolve) => setTimeout(resolve, 100))
  return mails()
}

describe.each(WRITES)('$name, when the database connection drops', (write) => {
  it.each(STEPS)('%s: acknowledged only when saved, and saved once however often it is sent', async (step) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const submission = await write.prepare()
    const key = randomUUID()

    const { result: first, fired } = await withDroppedConnection(step, write.statement, () => submission.send(key))
    expect(fired, `the connection was dropped (answered ${first.status} ${first.text})`).toBe(true)
    if (first.status < 300) {
      expect(write.statuses).toContain(first.status)
      expect(await submission.rows(), 'an acknowledged write is saved').toBe(1)
    } else {
      expect(first.status, first.text).toBe(503)
      expect(first.headers.get('retry-after')).toBeTruthy()
    }

    const again = await submission.send(key)
    expect(write.statuses, again.text).toContain(again.status)
    const third = await submission.send(key)
    expect(third.status).toBe(again.status)
    expect(third.text).toBe(again.text)
    expect(await submission.rows(), 'saved exactly once').toBe(1)
    if (submission.mails) expect(await settledMails(submission.mails), 'exactly one e-mail').toBe(1)
  })
})

describe('the Stripe webhook, when the database connection drops', () => {
  it.each(STEPS)('%s: Stripe’s redelivery of the event keeps one donation', async (step) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const secret = 'whsec_lost_connection_test'
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_lost_connection')
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', secret)
    const id = `cs_test_${unique('lost')}`
    const event = signedCheckoutEvent(secret, { id, amountTotal: 2500, email: null })
    const deliver = () =>
      call(webhook, '/api/donations/stripe-webhook', { method: 'POST', rawBody: event.payload, headers: { 'stripe-signature': event.signature }, origin: null })
    const { result: first, fired } = await withDroppedConnection(step, /^insert into "donations"/i, deliver)
    expect(fired).toBe(true)
    if (first.status < 300) expect(await count('donations', { stripeSessionId: { equals: id } })).toBe(1)
    else expect(first.status).toBe(503)
    expect((await deliver()).status).toBe(200)
    expect((await deliver()).status).toBe(200)
    expect(await count('donations', { stripeSessionId: { equals: id } })).toBe(1)
    vi.unstubAllEnvs()
  })
})

describe('a member’s session, when the database connection drops', () => {
  const saving = (cookie: string) => () =>
    call(save, `/api/favorites/${post.slug}`, { method: 'POST', params: { slug: post.slug }, cookie, headers: headers(randomUUID()) })

  it('is looked up again when the connection dropped under the first look', async () => {
    const own = await ownMember()
    const { result, fired } = await withDroppedConnection('before-write', /^select .* from "users"/i, saving(own.cookie))
    expect(fired).toBe(true)
    expect(result.status, result.text).toBe(201)
  })

  it('is not taken for a signed-out visitor while the database cannot be reached: 503, never 401', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const own = await ownMember()
    const { result } = await withDroppedConnection('before-write', /^(select .* from "users"|SELECT 1$)/i, saving(own.cookie), { every: true })
    expect(result.status, result.text).toBe(503)
    // A session that is really gone is still a 401.
    const gone = await saving('payload-token=not-a-session')()
    expect(gone.status).toBe(401)
  })
})
