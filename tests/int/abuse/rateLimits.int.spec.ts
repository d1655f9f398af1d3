import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'

import { POST as logout } from '@/app/(frontend)/api/auth/logout/route'
import { POST as register } from '@/app/(frontend)/api/auth/register/route'
import { POST as postComment } from '@/app/(frontend)/api/comments/[slug]/route'
import { POST as contact } from '@/app/(frontend)/api/contact/route'
import { POST as submitMedia } from '@/app/(frontend)/api/media/submit/route'
import { POST as suggestSong } from '@/app/(frontend)/api/music-analysis/submit/route'
import { POST as subscribe } from '@/app/(frontend)/api/newsletter/subscribe/route'
import { LIMITS } from '@/lib/rateLimit/policies'
import { call, freshAddress, sessionCookie } from '../../api'
import { createPost, createUser, testPayload, unique } from '../../factories'

const from = (address: string) => ({ 'x-forwarded-for': address })

/** The answer every refusal must have: 429, a Retry-After in seconds, the usual `{message}`. */
const expectTooMany = (res: { status: number; headers: Headers; json: { message?: string } }) => {
  expect(res.status).toBe(429)
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(res.json.message).toMatch(/^Too many requests\. Please try again in \d+ (seconds|minutes?)\.$/)
}

const contactMessage = () => ({ name: 'Ruth Reader', email: `${unique('r')}@example.test`, subject: 'A question', message: 'A message long enough to send.' })

describe('per-client limits', () => {
  it('an address registers 10 accounts an hour, then gets 429 in the registration shape; another address is not affected', async () => {
    const address = freshAddress()
    const attempt = (ip: string) =>
      call(register, '/api/auth/register', {
        method: 'POST',
        body: { email: `${unique('new')}@example.test`, password: 'a-long-enough-password' },
        headers: from(ip),
      })
    for (let i = 0; i < LIMITS.register.perAddress.points; i++) expect((await attempt(address)).status).toBe(201)
    const refused = await attempt(address)
    expectTooMany(refused)
    expect(refused.json.error).toBe(refused.json.message)
    expect((await attempt(freshAddress())).status).toBe(201)
  })

  it('an address sends 5 contact messages in 10 minutes; the 6th is refused and not stored', async () => {
    const address = freshAddress()
    const send = (body: ReturnType<typeof contactMessage>) =>
      call(contact, '/api/contact', { method: 'POST', body, headers: from(address) })
    for (let i = 0; i < LIMITS.contact.perAddress.points; i++) expect((await send(contactMessage())).status).toBe(201)
    const extra = contactMessage()
    expectTooMany(await send(extra))
    const payload = await testPayload()
    expect((await payload.count({ collection: 'contact-messages', where: { email: { equals: extra.email } } })).totalDocs).toBe(0)
  })

  it('a form sent back with field errors costs nothing from the budget', async () => {
    const address = freshAddress()
    for (let i = 0; i < 10; i++) {
      const res = await call(contact, '/api/contact', { method: 'POST', body: { name: 'x' }, headers: from(address) })
      expect(res.status).toBe(400)
    }
    expect((await call(contact, '/api/contact', { method: 'POST', body: contactMessage(), headers: from(address) })).status).toBe(201)
  })

  it('newsletter sign-ups: 5 an hour per address', async () => {
    const address = freshAddress()
    const signUp = () =>
      call(subscribe, '/api/newsletter/subscribe', { method: 'POST', body: { email: `${unique('n')}@example.test` }, headers: from(address) })
    for (let i = 0; i < LIMITS.newsletter.perAddress.points; i++) expect((await signUp()).status).toBe(200)
    expectTooMany(await signUp())
  })

  it('every other mutation has the general limit (logout here)', async () => {
    const address = freshAddress()
    const answers = []
    for (let i = 0; i <= LIMITS.mutation.perAddress.points; i++) {
      answers.push((await call(logout, '/api/auth/logout', { method: 'POST', headers: from(address) })).status)
    }
    expect(answers.slice(0, -1).every((status) => status === 200)).toBe(true)
    expect(answers.at(-1)).toBe(429)
  })
})

describe('per-account limits', () => {
  it('a member posts 5 comments in 10 minutes whatever address each comes from', async () => {
    const [member, post] = await Promise.all([createUser(), createPost()])
    const cookie = await sessionCookie(member)
    const comment = (n: number) =>
      call(postComment, `/api/comments/${post.slug}`, {
        method: 'POST',
        params: { slug: post.slug },
        body: { content: `Comment number ${n} with its own words.` },
        cookie,
      })
    for (let i = 0; i < LIMITS.comment.perAccount.points; i++) expect((await comment(i)).status).toBe(201)
    expectTooMany(await comment(99))
  })

  it('the same words twice on one post are refused with a clear message, and stored once', async () => {
    const [member, post] = await Promise.all([createUser(), createPost()])
    const cookie = await sessionCookie(member)
    const send = (content: string) =>
      call(postComment, `/api/comments/${post.slug}`, { method: 'POST', params: { slug: post.slug }, body: { content }, cookie })
    const words = 'Amen, this helped me today.'
    expect((await send(words)).status).toBe(201)
    const again = await send(`  ${words} `)
    expect(again.status).toBe(400)
    expect(again.json.errors.content).toBe('You have already posted this comment on this post.')
    const payload = await testPayload()
    const stored = await payload.count({ collection: 'comments', where: { and: [{ post: { equals: post.id } }, { author: { equals: member.id } }] } })
    expect(stored.totalDocs).toBe(1)
  })

  it('song, media and book suggestions share one budget per member', async () => {
    const member = await createUser()
    const cookie = await sessionCookie(member)
    const song = () =>
      call(suggestSong, '/api/music-analysis/submit', {
        method: 'POST',
        body: { artist: 'An Artist', songTitle: unique('Song'), link: 'https://example.com/song', reason: 'A reason that is long enough to count.', email: '' },
        cookie,
      })
    for (let i = 0; i < LIMITS.submission.perAccount.points; i++) expect((await song()).status).toBe(201)
    const media = await call(submitMedia, '/api/media/submit', {
      method: 'POST',
      body: { title: 'A film', creator: 'A studio', mediaType: 'Movies', link: 'https://example.com/film', explanation: 'An explanation that is at least thirty characters long.' },
      cookie,
    })
    expectTooMany(media)
  })

  it('password reset e-mails through the CMS API: 3 an hour per account', async () => {
    const member = await createUser()
    const payload = await testPayload()
    const ask = async () =>
      payload.forgotPassword({
        collection: 'users',
        data: { email: member.email },
        disableEmail: true,
        req: await createLocalReq({ req: { headers: new Headers(from(freshAddress())) } }, payload),
      })
    for (let i = 0; i < LIMITS.forgotPassword.perAccount.points; i++) await ask()
    await expect(ask()).rejects.toMatchObject({ status: 429 })
  })
})
