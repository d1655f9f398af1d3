/**
 * The statements over `idempotent_requests`: a submission's key is recorded once, honoured a
 * day, its result and answer kept, its e-mail claimed once; the hourly job forgets the older
 * records, and a deleted account's records go with it.
 */
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import {
  claimSubmissionNotice,
  findSubmission,
  forgetMemberSubmissions,
  keepSubmissionAnswer,
  keepSubmissionResult,
  recordSubmission,
  type Submission,
} from '@/lib/db/keptSubmissions'
import { drizzleFor } from '@/lib/db/sql'
import { testPayload, unique } from '../../factories'

const stored = async (scope: string) => {
  const db = await drizzleFor(await testPayload())
  const { rows } = await db.execute(sql`SELECT key FROM idempotent_requests WHERE scope = ${scope} ORDER BY key`)
  return rows.map((row) => row.key)
}

const submission = (scope = unique('POST /api/contact visitor')): Submission => ({ scope, key: unique('key'), fingerprint: 'f'.repeat(64) })

/** Runs `work` in a transaction of its own, committed unless `rollBack`. */
const inTransaction = async <T>(work: (req: { transactionID: string | number }) => Promise<T>, { rollBack = false } = {}) => {
  const payload = await testPayload()
  const transactionID = (await payload.db.beginTransaction())!
  try {
    return await work({ transactionID })
  } finally {
    if (rollBack) await payload.db.rollbackTransaction(transactionID)
    else await payload.db.commitTransaction(transactionID)
  }
}

const age = async (s: Submission, interval: string) => {
  const db = await drizzleFor(await testPayload())
  await db.execute(sql`UPDATE idempotent_requests SET created_at = now() - ${interval}::interval WHERE scope = ${s.scope} AND key = ${s.key}`)
}

describe('the forgetSubmissions job', () => {
  it('forgets the records older than a day and keeps the newer ones', async () => {
    const payload = await testPayload()
    const db = await drizzleFor(payload)
    const scope = unique('POST /api/contact visitor')
    await db.execute(sql`INSERT INTO idempotent_requests (scope, key, fingerprint, created_at) VALUES
      (${scope}, 'old-key', ${'a'.repeat(64)}, now() - interval '25 hours'),
      (${scope}, 'new-key', ${'b'.repeat(64)}, now() - interval '23 hours')`)

    const job = await payload.jobs.queue({ task: 'forgetSubmissions', input: {} })
    await payload.jobs.runByID({ id: job.id })

    expect(await stored(scope)).toEqual(['new-key'])
  })
})

describe('a submission’s record', () => {
  it('is recorded once, with its transaction, and found with what its write returned', async () => {
    const payload = await testPayload()
    const s = submission()
    expect(await inTransaction((req) => recordSubmission(payload, req, s), { rollBack: true })).toBe(true)
    expect(await findSubmission(payload, s)).toBeNull()

    await inTransaction(async (req) => {
      expect(await recordSubmission(payload, req, s)).toBe(true)
      await keepSubmissionResult(payload, req, s, { id: 7 })
    })
    expect(await inTransaction((req) => recordSubmission(payload, req, s))).toBe(false)
    expect(await findSubmission(payload, s)).toEqual({ fingerprint: s.fingerprint, result: { id: 7 }, answer_status: null, answer_type: null, answer_body: null })
  })

  it('is honoured a day: an older one is not found, and makes room for the same key', async () => {
    const payload = await testPayload()
    const s = submission()
    await inTransaction((req) => recordSubmission(payload, req, s))
    await age(s, '25 hours')
    expect(await findSubmission(payload, s)).toBeNull()

    expect(await inTransaction((req) => recordSubmission(payload, req, { ...s, fingerprint: 'e'.repeat(64) }))).toBe(true)
    expect((await findSubmission(payload, s))?.fingerprint).toBe('e'.repeat(64))
  })

  it('makes a second copy wait for the first, then refuses it', async () => {
    const payload = await testPayload()
    const s = submission()
    const first = (await payload.db.beginTransaction())!
    expect(await recordSubmission(payload, { transactionID: first }, s)).toBe(true)
    const second = inTransaction((req) => recordSubmission(payload, req, s))
    await new Promise((resolve) => setTimeout(resolve, 200))
    await payload.db.commitTransaction(first)
    expect(await second).toBe(false)
  })

  it('claims its e-mail once', async () => {
    const payload = await testPayload()
    const s = submission()
    await inTransaction((req) => recordSubmission(payload, req, s))
    const claims = await Promise.all([claimSubmissionNotice(payload, s), claimSubmissionNotice(payload, s)])
    expect(claims.sort()).toEqual([false, true])
    expect(await claimSubmissionNotice(payload, submission())).toBe(false)
  })

  it('keeps the answer given, with or without a record, never over another body’s', async () => {
    const payload = await testPayload()
    const written = submission()
    await inTransaction((req) => recordSubmission(payload, req, written))
    await keepSubmissionAnswer(payload, written, { status: 201, type: 'application/json', body: '{"ok":true}' })
    expect(await findSubmission(payload, written)).toMatchObject({ answer_status: 201, answer_type: 'application/json', answer_body: '{"ok":true}' })

    const answeredOnly = submission()
    await keepSubmissionAnswer(payload, answeredOnly, { status: 200, type: null, body: 'fine' })
    expect(await findSubmission(payload, answeredOnly)).toMatchObject({ fingerprint: answeredOnly.fingerprint, answer_status: 200, answer_type: null, answer_body: 'fine' })

    await keepSubmissionAnswer(payload, { ...written, fingerprint: 'd'.repeat(64) }, { status: 200, type: 'text/plain', body: 'other' })
    expect(await findSubmission(payload, written)).toMatchObject({ fingerprint: written.fingerprint, answer_status: 201, answer_body: '{"ok":true}' })
  })

  it('goes with its member’s account, in the deletion’s transaction; others’ stay', async () => {
    const payload = await testPayload()
    const memberId = 900_000 + Math.floor(Math.random() * 90_000)
    const mine = submission(`POST /api/comments member:${memberId}`)
    const similar = submission(`POST /api/comments member:${memberId}0`)
    const visitors = submission()
    for (const s of [mine, similar, visitors]) await inTransaction((req) => recordSubmission(payload, req, s))

    await inTransaction((req) => forgetMemberSubmissions(payload, req, memberId), { rollBack: true })
    expect(await findSubmission(payload, mine)).not.toBeNull()

    await inTransaction((req) => forgetMemberSubmissions(payload, req, memberId))
    expect(await findSubmission(payload, mine)).toBeNull()
    expect(await findSubmission(payload, similar)).not.toBeNull()
    expect(await findSubmission(payload, visitors)).not.toBeNull()
  })
})
