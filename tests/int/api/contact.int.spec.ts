import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as contact } from '@/app/(frontend)/api/contact/route'
import { call } from '../../api'
import { ensureContactAddress, testPayload, unique } from '../../factories'
import { stored, uniqueEmail } from '../../factories/community'
import { mailTo, mailsTo } from '../../setup/smtp'

beforeAll(async () => {
  await testPayload()
})

const path = '/api/contact'
const SENT = { message: "Your message has been sent. We'll get back to you soon." }

const valid = () => ({
  name: 'Martha Visitor',
  email: uniqueEmail('visitor'),
  subject: unique('A question about the reading plan'),
  message: 'Could you recommend a plan for a small group of new believers?',
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('POST /api/contact', () => {
  it('stores the message and answers 201 {message}', async () => {
    const body = valid()
    const res = await call(contact, path, { method: 'POST', body: { ...body, name: `  ${body.name} ` } })
    expect(res.status).toBe(201)
    expect(res.json).toEqual(SENT)
    const [doc] = await stored('contact-messages', 'subject', body.subject)
    expect(doc).toMatchObject({ ...body, status: 'new' })
  })

  it('e-mails the message to the site’s contact address, with reply-to the sender', async () => {
    const to = await ensureContactAddress()
    expect(to).toBeTruthy()
    const body = valid()
    expect((await call(contact, path, { method: 'POST', body })).status).toBe(201)
    const subject = new RegExp(body.subject)
    const mail = await mailTo(to!, subject)
    expect(mail.headers['reply-to']).toBe(`Martha Visitor <${body.email}>`)
    expect(mail.text).toContain(body.message)
    expect(mail.text).toContain(body.email)
  })

  it('keeps a multi-line subject on one header line (no header injection)', async () => {
    const to = await ensureContactAddress()
    const body = { ...valid(), subject: `${unique('Hello')}\r\nBcc: victim@example.test` }
    expect((await call(contact, path, { method: 'POST', body })).status).toBe(201)
    const mail = await mailTo(to!, new RegExp(body.subject.split('\r\n')[0]))
    expect(mail.headers.bcc).toBeUndefined()
    expect(mail.to).not.toContain('victim@example.test')
    expect(await mailsTo('victim@example.test')).toEqual([])
  })

  it('still succeeds, and keeps the message, when the e-mail cannot be sent', async () => {
    const payload = await testPayload()
    vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP is down'))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const body = valid()
    const res = await call(contact, path, { method: 'POST', body })
    expect(res.status).toBe(201)
    expect(res.json).toEqual(SENT)
    expect(await stored('contact-messages', 'subject', body.subject)).toHaveLength(1)
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('contact message'), expect.any(Error))
  })

  it('answers each invalid field with the spec’s message', async () => {
    const res = await call(contact, path, { method: 'POST', body: { name: 'M', email: 'nope', subject: 'Hi', message: 'Too short' } })
    expect(res.status).toBe(400)
    expect(res.json).toEqual({
      message: expect.any(String),
      errors: {
        name: 'Name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        subject: 'Subject must be at least 5 characters.',
        message: 'Message must be at least 10 characters.',
      },
    })
    const missing = await call(contact, path, { method: 'POST', body: {} })
    expect(Object.keys(missing.json.errors).sort()).toEqual(['email', 'message', 'name', 'subject'])
    const wrongTypes = await call(contact, path, { method: 'POST', body: { name: 7, email: ['a@b.org'], subject: {}, message: true } })
    expect(wrongTypes.status).toBe(400)
  })

  it('refuses odd bodies with 400 or 413, never 500', async () => {
    for (const body of [[], [valid()], 'text', 42, null]) {
      expect((await call(contact, path, { method: 'POST', body })).status, JSON.stringify(body)).toBe(400)
    }
    const malformed = await call(contact, path, { method: 'POST', rawBody: '{"name": "x",' })
    expect(malformed.status).toBe(400)
    expect(malformed.json.message).toBe('Malformed JSON.')
    // Bytes that are not UTF-8 are refused, not stored as replacement characters.
    const notUtf8 = Buffer.concat([Buffer.from(JSON.stringify({ ...valid(), message: 'bad ' }).slice(0, -2)), Buffer.from([0xff, 0xfe]), Buffer.from('"}')])
    const mangled = await call(contact, path, { method: 'POST', rawBody: new Uint8Array(notUtf8) })
    expect(mangled.status).toBe(400)
    expect(mangled.json.errors).toEqual({ body: 'The request body is not valid UTF-8 text.' })
    const huge = await call(contact, path, { method: 'POST', rawBody: JSON.stringify({ ...valid(), message: 'm'.repeat(101 * 1024) }) })
    expect(huge.status).toBe(413)
    const tooLong = await call(contact, path, { method: 'POST', body: { ...valid(), message: 'm'.repeat(5001) } })
    expect(tooLong.json.errors).toEqual({ message: 'Message must be at most 5,000 characters.' })
  })

  it('refuses another site (403) and stores nothing', async () => {
    const body = valid()
    const res = await call(contact, path, { method: 'POST', body, origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(await stored('contact-messages', 'subject', body.subject)).toEqual([])
  })
})
