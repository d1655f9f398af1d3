import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import {
  claimSubmissionNotice,
  findSubmission,
  keepSubmissionAnswer,
  keepSubmissionResult,
  recordSubmission,
  type StoredSubmission,
  type Submission,
} from './keptSubmissions'

/**
 * Submissions that are saved once, however often they are sent. A form sends an
 * Idempotency-Key with each submission and keeps it while the person retries; the route turns
 * it into a `Submission` (src/lib/http/idempotency.ts). A write done through `writeOnce`
 * records the key in the same transaction as what it saves: either both are committed or
 * neither is. So when a write's outcome is unknown (the connection dropped during COMMIT, the
 * answer was lost on the way), a repeat of the submission finds the record and gets what the
 * first write returned, instead of saving a second row.
 *
 * Records are kept a day (./keptSubmissions.ts, which holds their statements), which is how long
 * a key is honoured.
 */
export type { Submission }

export type Written<T> = { value: T; repeated: boolean }

/** A submission's scope: the request's method and address, and whose it is. */
export const submissionScope = (method: string, pathname: string, memberId: number | null) =>
  `${method} ${pathname} ${memberId === null ? 'visitor' : `member:${memberId}`}`

/** The same key was sent before with another body (or query). */
export class KeyReused extends Error {
  constructor() {
    super('This Idempotency-Key was already used for a different request.')
  }
}

/** The submission's record from an earlier request, if one was committed within the last day. */
export const earlierSubmission = async (payload: Payload, submission: Submission): Promise<StoredSubmission | null> => {
  const record = await findSubmission(payload, submission)
  if (record && record.fingerprint !== submission.fingerprint) throw new KeyReused()
  return record
}

/**
 * Runs `write` in one transaction (every Payload call in it must pass the `req` it is given),
 * together with the submission's record. A submission already written returns what its first
 * write returned, with `repeated`. Two copies sent at once wait for each other on the record's
 * key, so the second sees the first's outcome. Without a submission (a client that sent no
 * key, a form sent before the page's JavaScript loaded), the write simply runs in its
 * transaction, with the same guarantees about its COMMIT.
 *
 * A COMMIT that fails throws (src/lib/db/transactions.ts), so a caller never reports as saved
 * what was not.
 */
export const writeOnce = async <T>(
  payload: Payload,
  submission: Submission | null,
  write: (req: PayloadRequest) => Promise<T>,
): Promise<Written<T>> => {
  const transactionID = await payload.db.beginTransaction()
  let req: PayloadRequest | undefined
  let value: T
  try {
    req = (await createLocalReq({}, payload)) as PayloadRequest
    req.transactionID = transactionID!
    if (submission && !(await recordSubmission(payload, req, submission))) {
      await payload.db.rollbackTransaction(transactionID!)
      const earlier = await earlierSubmission(payload, submission)
      if (earlier) return { value: earlier.result as T, repeated: true }
      // Forgotten in between (a day old): this is a new submission after all.
      return writeOnce(payload, submission, write)
    }
    value = await write(req)
    // A Payload operation that failed inside `write` (and was caught there) has rolled the whole
    // transaction back; committing what is left would report as saved what is gone.
    if (!req.transactionID) throw new Error('The transaction ended before the write was committed.')
    if (submission) await keepSubmissionResult(payload, req, submission, value)
  } catch (error) {
    await payload.db.rollbackTransaction(req?.transactionID ?? transactionID!).catch(() => {})
    throw error
  }
  await payload.db.commitTransaction(transactionID!)
  return { value, repeated: false }
}

/**
 * Whether this request is the one to send the submission's e-mail: the first to ask, once its
 * write is committed. Whatever else happens, at most one e-mail leaves per submission; should
 * the claim itself fail, none does (the saved row still reaches the creator in the admin).
 */
export const claimNotice = async (payload: Payload, submission: Submission | null): Promise<boolean> => {
  if (!submission) return true
  try {
    return await claimSubmissionNotice(payload, submission)
  } catch (error) {
    console.warn(`[email] The e-mail of a submission was not sent: its claim could not be recorded (${error instanceof Error ? error.message : String(error)}).`)
    return false
  }
}

/**
 * Keeps the answer given to a submission, so a repeat whose first answer was lost on the way
 * gets the same one. Only a success without cookies is kept (a session is never replayed);
 * best effort: the answer stands even when it cannot be kept.
 */
export const keepAnswer = async (payload: Payload, submission: Submission, response: Response): Promise<void> => {
  try {
    const body = await response.clone().text()
    if (body.length > 64 * 1024) return
    const type = response.headers.get('content-type')?.slice(0, 100) ?? null
    await keepSubmissionAnswer(payload, submission, { status: response.status, type, body })
  } catch (error) {
    console.warn(`[api] The answer to a submission was not kept (${error instanceof Error ? error.message : String(error)}).`)
  }
}

