/**
 * Every mutation honours an Idempotency-Key (src/lib/http/route.ts, src/lib/db/once.ts): the
 * same submission sent again gets the first answer and saves nothing more; the key is checked,
 * bound to its body and to its caller, and a replay costs no rate-limit point.
 */
import { randomUUID } from 'node:crypto'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { POST as submitMusic } from '@/app/(frontend)/api/music-analysis/submit/route'
import { POST as contact } from '@/app/(frontend)/api/contact/route'
import { IDEMPOTENCY_KEY_MESSAGE as KEY_MESSAGE } from '@/lib/validation/idempotencyKey'
import { LIMITS } from '@/lib/rateLimit/policies'
import { call, freshAddress } from '../../api'
import { createUser, unique } from '../../factories'
import { stored, uniqueEmail } from '../../factories/community'
import { withDroppedConnection } from '../db/droppedConnection'

afterEach(() => {
  vi.restoreAllMocks()
})

const message = () => ({ name: 'Martha Visitor', email: uniqueEmail('visitor'), subject: unique('Keyed'), message: 'A question about the reading plan, sent once.' })
const send = (body: unknown, key: string, address = freshAddress()) =>
  call(contact, '/api/contact', { method: 'POST', body, headers: { 'Idempotency-Key': key, 'x-forwarded-for': address } })

describe('Idempotency-Key', () => {
  it('gives a repeat the first answer, marked as replayed, and saves one message', async () => {
    const body = message()
    const key = randomUUID()
    const first = await send(body, key)
    expect(first.status).toBe(201)
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    const again = await send(body, key)
    expect(again.status).toBe(201)
    expect(again.text).toBe(first.text)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await stored('contact-messages', 'subject', body.subject)).toHaveLength(1)
  })

  it('refuses the same key with another body (422) and saves nothing for it', async () => {
    const body = message()
    const key = randomUUID()
    expect((await send(body, key)).status).toBe(201)
    const other = { ...body, subject: unique('Another subject') }
    const refused = await send(other, key)
    expect(refused.status).toBe(422)
    expect(refused.json).toEqual({ message: 'This Idempotency-Key was already used for a different request.' })
    expect(await stored('contact-messages', 'subject', other.subject)).toHaveLength(0)
  })

  it('counts refused guesses at a key’s body against the route’s own limit', async () => {
    const address = freshAddress()
    const key = randomUUID()
    expect((await send(message(), key, address)).status).toBe(201)
    const statuses: number[] = []
    for (let i = 0; i < LIMITS.contact.perAddress!.points; i++) statuses.push((await send(message(), key, address)).status)
    expect(statuses.slice(0, -1).every((status) => status === 422)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('refuses a key that is not a plain token (400), whatever it holds', async () => {
    for (const key of ['short', 'x'.repeat(129), 'has space in it', 'line\u00e9break-key', '<script>alert(1)</script>']) {
      const res = await send(message(), key)
      expect(res.status, key).toBe(400)
      expect(res.json).toEqual({ message: KEY_MESSAGE, errors: { 'Idempotency-Key': KEY_MESSAGE } })
    }
  })

  it('belongs to its caller: another member’s same key is a submission of their own', async () => {
    const [alice, bob] = await Promise.all([createUser(), createUser()])
    const key = randomUUID()
    const body = { artist: 'An Artist', songTitle: unique('A Song'), link: 'https://music.example/track/1', reason: 'The lyrics speak about grace in a way worth discussing.', email: '' }
    const post = (as: typeof alice) => call(submitMusic, '/api/music-analysis/submit', { method: 'POST', as, body, headers: { 'Idempotency-Key': key } })
    expect((await post(alice)).status).toBe(201)
    const bobs = await post(bob)
    expect(bobs.status).toBe(201)
    expect(bobs.headers.get('idempotent-replayed')).toBeNull()
    expect(await stored('music-suggestions', 'songTitle', body.songTitle)).toHaveLength(2)
  })

  it('lets a repeat through the route’s own rate limit when its write was saved but its answer lost', async () => {
    const address = freshAddress()
    const budget = LIMITS.contact.perAddress!.points
    for (let i = 1; i < budget; i++) expect((await send(message(), randomUUID(), address)).status).toBe(201)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const body = message()
    const key = randomUUID()
    const { result: lost } = await withDroppedConnection('after-commit', /^insert into "contact_messages"/i, () => send(body, key, address))
    expect(lost.status).toBe(503)
    expect((await send(message(), randomUUID(), address)).status).toBe(429)
    expect((await send(body, key, address)).status).toBe(201)
    expect(await stored('contact-messages', 'subject', body.subject)).toHaveLength(1)
  })

  it('counts a replay only against the general rate limit, which still stops a loop', async () => {
    const address = freshAddress()
    const body = message()
    const key = randomUUID()
    const budget = LIMITS.contact.perAddress!.points
    for (let i = 0; i < budget + 3; i++) expect((await send(body, key, address)).status).toBe(201)
    expect(await stored('contact-messages', 'subject', body.subject)).toHaveLength(1)
    let replays = budget + 2
    let status = 201
    while (status === 201 && replays <= LIMITS.mutation.perAddress.points) {
      status = (await send(body, key, address)).status
      replays++
    }
    expect(status).toBe(429)
  })
})
