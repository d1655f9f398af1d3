/**
 * Sending a published post to the confirmed subscribers of a topic, at most once per post.
 *
 * Starting writes, in one transaction, the `newsletter-sends` document, one
 * `newsletter-deliveries` row per subscriber (numbered into batches of NEWSLETTER_BATCH_SIZE)
 * and one queued `newsletterBatch` job per batch: either all of it exists or none does. The
 * jobs do the sending (batch.ts). The unique `post` of a sending refuses a second start, even
 * one made at the same instant. These functions trust their caller: the endpoints
 * (endpoints.ts) check that the person is staff.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { addDeliveries, audienceSizes, recountSending, retryFailedDeliveries } from '@/lib/db/newsletter'
import type { NewsletterTopic } from '@/lib/validation/newsletter'
import type { NewsletterSend } from '@/payload-types'

const NEWSLETTER_BATCH_SIZE = 50

/**
 * The batches wait in a queue of their own: the app's runner takes every queue, while a script
 * or test that runs the default queue (scheduled publishing, digests) leaves e-mail alone.
 */
const NEWSLETTER_QUEUE = 'newsletter'

/** A sending as the admin shows it ("Sending… 120 of 300", "Sent to 300", "2 failed"). */
export type SendingProgress = Pick<NewsletterSend, 'id' | 'topic' | 'status' | 'total' | 'sent' | 'failed'> & {
  finishedAt: string | null
  lastError: string | null
}

/** What the post's "Send to subscribers" box needs. */
export type PostSendingState = {
  post: number
  published: boolean
  /** Confirmed subscribers per topic: who a sending started now would reach. */
  audience: Record<NewsletterTopic, number>
  sending: SendingProgress | null
}

/** A request the person may make but that cannot be done (answered with `status`). */
export class SendingRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message)
  }
}

const toProgress = (send: NewsletterSend): SendingProgress => ({
  id: send.id,
  topic: send.topic,
  status: send.status,
  total: Number(send.total),
  sent: Number(send.sent),
  failed: Number(send.failed),
  finishedAt: send.finishedAt ?? null,
  lastError: send.lastError ?? null,
})

const sendingOfPost = async (payload: Payload, post: number): Promise<NewsletterSend | null> => {
  const { docs } = await payload.find({
    collection: 'newsletter-sends',
    where: { post: { equals: post } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

const readSending = (payload: Payload, id: number) =>
  payload.findByID({ collection: 'newsletter-sends', id, depth: 0, overrideAccess: true, disableErrors: true })

/** The live version of the post: a draft never published, or a post taken offline, is not published. */
const publishedTitle = async (payload: Payload, post: number): Promise<{ title: string; published: boolean } | null> => {
  const doc = await payload.findByID({
    collection: 'posts',
    id: post,
    draft: false,
    depth: 0,
    select: { title: true, _status: true },
    overrideAccess: true,
    disableErrors: true,
  })
  return doc ? { title: doc.title, published: doc._status === 'published' } : null
}

export const postSendingState = async (payload: Payload, post: number): Promise<PostSendingState | null> => {
  const live = await publishedTitle(payload, post)
  if (!live) return null
  const [audience, sending] = await Promise.all([audienceSizes(payload), sendingOfPost(payload, post)])
  return { post, published: live.published, audience, sending: sending ? toProgress(sending) : null }
}

const sendingProgress = async (payload: Payload, id: number): Promise<SendingProgress | null> => {
  const send = await readSending(payload, id)
  return send ? toProgress(send) : null
}

/**
 * Recounts a sending from its deliveries (the one place its counts and status are written
 * once it has started): still sending while any delivery waits, else sent, or "failed" when
 * some could not be sent. `error` becomes its lastError.
 */
export const refreshSending = (payload: Payload, id: number, options: { error?: string; req?: PayloadRequest } = {}) =>
  recountSending(payload, id, options)

const queueBatches = async (payload: Payload, send: number, batches: number[], req: PayloadRequest) => {
  for (const batch of batches) await payload.jobs.queue({ task: 'newsletterBatch', queue: NEWSLETTER_QUEUE, input: { send, batch }, req })
}

/** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
const inTransaction = async <T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> => {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

const ALREADY_SENT = 'This post has already been sent to subscribers.'

/**
 * Starts sending a published post to the confirmed subscribers of `topic` ("general" by
 * default). Refused: an unknown post (404), one not published (400), a topic without
 * confirmed subscribers (400), a post sent before (409).
 */
export const startSending = async (
  payload: Payload,
  {
    post,
    topic = 'general',
    startedBy,
    batchSize = NEWSLETTER_BATCH_SIZE,
  }: { post: number; topic?: NewsletterTopic; startedBy?: number; batchSize?: number },
): Promise<SendingProgress> => {
  const live = await publishedTitle(payload, post)
  if (!live) throw new SendingRefused('There is no such post.', 404)
  if (!live.published) throw new SendingRefused('Only a published post can be sent. Publish it first.', 400)
  if (await sendingOfPost(payload, post)) throw new SendingRefused(ALREADY_SENT, 409)

  try {
    const id = await inTransaction(payload, async (req) => {
      const sending = await payload.create({
        collection: 'newsletter-sends',
        data: { post, subject: live.title, topic, status: 'queued', total: 0, sent: 0, failed: 0, startedBy },
        depth: 0,
        overrideAccess: true,
        req,
      })
      const { total, batches } = await addDeliveries(payload, req, { sendId: sending.id, topic, batchSize })
      if (!total) throw new SendingRefused('No confirmed subscriber has this topic yet: there is nobody to send the post to.', 400)
      await payload.update({ collection: 'newsletter-sends', id: sending.id, data: { total }, depth: 0, overrideAccess: true, req })
      await queueBatches(payload, sending.id, Array.from({ length: batches }, (_, i) => i + 1), req)
      return sending.id
    })
    return (await sendingProgress(payload, id))!
  } catch (error) {
    if (error instanceof SendingRefused) throw error
    // Started at the same moment elsewhere: the unique post kept the first, this one rolled back.
    if (await sendingOfPost(payload, post)) throw new SendingRefused(ALREADY_SENT, 409)
    throw error
  }
}

/**
 * "Retry failed": the deliveries that could not be sent wait again, and their batches are
 * queued again. Those already sent stay sent, so nobody gets the post twice.
 */
export const retryFailed = async (payload: Payload, id: number): Promise<SendingProgress> => {
  if (!(await readSending(payload, id))) throw new SendingRefused('There is no such sending.', 404)
  await inTransaction(payload, async (req) => {
    const batches = await retryFailedDeliveries(payload, req, id)
    if (!batches.length) throw new SendingRefused('Nothing failed in this sending: there is nothing to retry.', 409)
    await queueBatches(payload, id, batches, req)
    await refreshSending(payload, id, { req })
  })
  return (await sendingProgress(payload, id))!
}
