import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from './sql'

/**
 * The statements over `idempotent_requests`, the record of each submission sent with an
 * Idempotency-Key (./once.ts says what they are for). SQL because the table is the app's own,
 * outside Payload's collections, and its rows are upserted once: the INSERT … ON CONFLICT DO
 * NOTHING that records a key is what makes a second copy of a submission wait for the first
 * and then see its outcome, and the claim of its e-mail is one conditional UPDATE.
 */

/** How long a submission's key is honoured, and so how long its record is kept. */
const KEEP_SUBMISSIONS = '1 day'

export type Submission = {
  /** Whose submission to which address: a key is only ever looked up within its scope. */
  scope: string
  key: string
  /** A keyed digest of the body: the same key with other content is refused, never replayed. */
  fingerprint: string
}

/** A submission's record: its fingerprint, what its write returned, and the answer kept for it. */
export type StoredSubmission = {
  fingerprint: string
  result: unknown
  answer_status: number | null
  answer_type: string | null
  answer_body: string | null
}

type Req = Partial<PayloadRequest> | undefined

/** Forgets submissions older than that (the jobs queue runs it hourly); how many went. */
export const forgetOldSubmissions = async (payload: Payload): Promise<number> => {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`DELETE FROM idempotent_requests WHERE created_at <= now() - ${KEEP_SUBMISSIONS}::interval RETURNING 1 AS gone`)
  return rows.length
}

/** Forgets every submission of the member (their account is being deleted), in `req`'s transaction. */
export const forgetMemberSubmissions = async (payload: Payload, req: Req, memberId: number): Promise<void> => {
  await (await drizzleFor(payload, req)).execute(sql`DELETE FROM idempotent_requests WHERE scope LIKE ${`% member:${memberId}`}`)
}

/** The submission's record, if one was committed within the last day. */
export const findSubmission = async (payload: Payload, submission: Submission): Promise<StoredSubmission | null> => {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`
    SELECT fingerprint, result, answer_status, answer_type, answer_body FROM idempotent_requests
    WHERE scope = ${submission.scope} AND key = ${submission.key} AND created_at > now() - ${KEEP_SUBMISSIONS}::interval`)
  return (rows[0] as StoredSubmission | undefined) ?? null
}

/**
 * Records the submission in `req`'s transaction; false when its key is already recorded. A record
 * past its day is no longer a reason to refuse: it makes room for this one. Two copies recorded
 * at once wait for each other on the key, so the second sees the first's outcome.
 */
export const recordSubmission = async (payload: Payload, req: Req, submission: Submission): Promise<boolean> => {
  const db = await drizzleFor(payload, req)
  await db.execute(sql`
    DELETE FROM idempotent_requests
    WHERE scope = ${submission.scope} AND key = ${submission.key} AND created_at <= now() - ${KEEP_SUBMISSIONS}::interval`)
  const { rows } = await db.execute(sql`
    INSERT INTO idempotent_requests (scope, key, fingerprint) VALUES (${submission.scope}, ${submission.key}, ${submission.fingerprint})
    ON CONFLICT (scope, key) DO NOTHING RETURNING 1 AS new`)
  return rows.length > 0
}

/** Keeps what the submission's write returned, in `req`'s transaction (a repeat gets it). */
export const keepSubmissionResult = async (payload: Payload, req: Req, submission: Submission, value: unknown): Promise<void> => {
  await (await drizzleFor(payload, req)).execute(sql`
    UPDATE idempotent_requests SET result = ${JSON.stringify(value ?? null)}::jsonb
    WHERE scope = ${submission.scope} AND key = ${submission.key}`)
}

/** Claims the submission's e-mail: true for the first to ask, false ever after. */
export const claimSubmissionNotice = async (payload: Payload, submission: Submission): Promise<boolean> => {
  const { rows } = await (await drizzleFor(payload)).execute(sql`
    UPDATE idempotent_requests SET noticed = true
    WHERE scope = ${submission.scope} AND key = ${submission.key} AND NOT noticed RETURNING 1 AS claimed`)
  return rows.length > 0
}

export type KeptAnswer = { status: number; type: string | null; body: string }

/**
 * Keeps the answer given to the submission, creating its record if its write kept none; never
 * over the record of a different body sent with the same key.
 */
export const keepSubmissionAnswer = async (payload: Payload, submission: Submission, answer: KeptAnswer): Promise<void> => {
  await (await drizzleFor(payload)).execute(sql`
    INSERT INTO idempotent_requests (scope, key, fingerprint, answer_status, answer_type, answer_body)
    VALUES (${submission.scope}, ${submission.key}, ${submission.fingerprint}, ${answer.status}, ${answer.type}, ${answer.body})
    ON CONFLICT (scope, key) DO UPDATE SET answer_status = EXCLUDED.answer_status, answer_type = EXCLUDED.answer_type, answer_body = EXCLUDED.answer_body
    WHERE idempotent_requests.fingerprint = EXCLUDED.fingerprint`)
}
