import { beforeAll, describe, expect, it } from 'vitest'

import { POST as login } from '@/app/(frontend)/api/auth/login/route'
import { POST as register } from '@/app/(frontend)/api/auth/register/route'
import { POST as postComment } from '@/app/(frontend)/api/comments/[slug]/route'
import { POST as contact } from '@/app/(frontend)/api/contact/route'
import { POST as submitMedia } from '@/app/(frontend)/api/media/submit/route'
import { POST as submitMusic } from '@/app/(frontend)/api/music-analysis/submit/route'
import { POST as subscribe } from '@/app/(frontend)/api/newsletter/subscribe/route'
import { POST as suggestBook } from '@/app/(frontend)/api/reading-club/suggest/route'
import { GET as search } from '@/app/(frontend)/api/search/route'
import { NOT_ALLOWED } from '@/lib/validation/fields'
import { call, sessionCookie } from '../../api'
import { createPost, createUser, unique } from '../../factories'
import { from, uniqueAddress, uniqueEmail } from '../../factories/auth'

/*
 * PostgreSQL text cannot hold U+0000 and UTF-8 has no lone surrogates: such input used to
 * reach the database and fail there with a 500. Every form field now refuses it with a 400
 * that names the field.
 */

type Handler = (req: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

/** `value` with `bad` in its middle, so that every other rule of the field still holds. */
const spoil = (value: string, bad = '\u0000') => value.slice(0, value.length >> 1) + bad + value.slice(value.length >> 1)

let member = ''
let postSlug = ''

beforeAll(async () => {
  const [user, post] = await Promise.all([createUser(), createPost()])
  member = await sessionCookie(user)
  postSlug = post.slug
})

type Form = {
  name: string
  handler: Handler
  path: () => string
  params?: () => Record<string, string>
  member?: boolean
  valid: () => Record<string, string>
}

const forms: Form[] = [
  {
    name: 'contact',
    handler: contact,
    path: () => '/api/contact',
    valid: () => ({ name: 'Martha Visitor', email: uniqueEmail('visitor'), subject: 'A question', message: 'Could you recommend a reading plan?' }),
  },
  {
    name: 'register',
    handler: register,
    path: () => '/api/auth/register',
    valid: () => ({ email: uniqueEmail('joiner'), password: 'a-long-enough-passphrase', firstName: 'Lydia', lastName: 'Purple' }),
  },
  {
    name: 'login',
    handler: login,
    path: () => '/api/auth/login',
    valid: () => ({ email: uniqueEmail('returning'), password: 'a-long-enough-passphrase' }),
  },
  {
    name: 'newsletter',
    handler: subscribe,
    path: () => '/api/newsletter/subscribe',
    valid: () => ({ email: uniqueEmail('reader') }),
  },
  {
    name: 'book suggestion',
    handler: suggestBook,
    path: () => '/api/reading-club/suggest',
    valid: () => ({
      title: unique('A Book'),
      author: 'An Author',
      reason: 'It explains the gospel clearly for new believers.',
      email: uniqueEmail('suggester'),
    }),
  },
  {
    name: 'comment',
    handler: postComment as Handler,
    path: () => `/api/comments/${postSlug}`,
    params: () => ({ slug: postSlug }),
    member: true,
    valid: () => ({ content: 'A thoughtful comment on this post.' }),
  },
  {
    name: 'media submission',
    handler: submitMedia,
    path: () => '/api/media/submit',
    member: true,
    valid: () => ({
      title: unique('A Sermon'),
      creator: 'A Preacher',
      link: 'https://media.example/sermon/1',
      explanation: 'This sermon handles a hard passage with care and deserves a review.',
    }),
  },
  {
    name: 'music submission',
    handler: submitMusic,
    path: () => '/api/music-analysis/submit',
    member: true,
    valid: () => ({
      artist: 'An Artist',
      songTitle: unique('A Song'),
      link: 'https://music.example/track/1',
      reason: 'The lyrics speak about grace in a way worth discussing.',
      email: uniqueEmail('listener'),
    }),
  },
]

const send = (form: Form, body: Record<string, string>) =>
  call(form.handler, form.path(), {
    method: 'POST',
    params: form.params?.(),
    body,
    cookie: form.member ? member : undefined,
    // Each request from its own address, so no per-client limit is what answers.
    headers: from(uniqueAddress()),
  })

describe('a NUL byte in any form field', () => {
  for (const form of forms) {
    for (const field of Object.keys(form.valid())) {
      it(`is refused with 400 naming the field: ${form.name} ${field}`, async () => {
        const body = form.valid()
        const res = await send(form, { ...body, [field]: spoil(body[field]) })
        expect(res.status).toBe(400)
        expect(res.json).toMatchObject({ message: expect.any(String), errors: { [field]: NOT_ALLOWED } })
      })
    }
  }
})

describe('other characters that cannot or should not be stored', () => {
  const contactForm = forms[0]

  it.each([
    ['a lone high surrogate', '\uD800'],
    ['a lone low surrogate', '\uDC00'],
    ['an escape character', '\u001b'],
    ['a vertical tab', '\u000b'],
  ])('refuses %s in multi-line text', async (_, bad) => {
    const body = contactForm.valid()
    const res = await send(contactForm, { ...body, message: spoil(body.message, bad) })
    expect(res.status).toBe(400)
    expect(res.json.errors).toEqual({ message: NOT_ALLOWED })
  })

  it('refuses a line break inside a one-line field', async () => {
    const body = contactForm.valid()
    const res = await send(contactForm, { ...body, name: 'Martha\nVisitor' })
    expect(res.status).toBe(400)
    expect(res.json.errors).toEqual({ name: NOT_ALLOWED })
  })

  it('keeps tabs, line breaks and emoji in multi-line text', async () => {
    const body = contactForm.valid()
    const res = await send(contactForm, { ...body, message: 'First line,\r\n\tthen an indented one 🙏' })
    expect(res.status).toBe(201)
  })
})

describe('GET /api/search with a NUL byte in q', () => {
  it('answers 400 {message, errors: {q}}', async () => {
    const res = await call(search, '/api/search', { query: { q: 'a\u0000b' } })
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ message: expect.any(String), errors: { q: NOT_ALLOWED } })
  })

  // (A lone surrogate cannot arrive in a URL: encoding it for the address makes it U+FFFD.)
  it('answers 400 for other control characters too', async () => {
    const res = await call(search, '/api/search', { query: { q: 'grace\u001b' } })
    expect(res.status).toBe(400)
    expect(res.json.errors).toEqual({ q: NOT_ALLOWED })
  })
})
