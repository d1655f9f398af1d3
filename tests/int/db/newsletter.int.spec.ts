/**
 * The statements of a newsletter sending: who a topic reaches, the deliveries written in bulk,
 * the claim that lets one run alone send a delivery, the moves between states and the recount.
 * Nothing is e-mailed here: the statements only move rows.
 *
 * Every confirmed subscriber in the database gets a delivery of a sending, and other files add
 * subscribers meanwhile: so deliveries are numbered one per batch, and each test looks at its
 * own subscribers' batches.
 */
import { describe, expect, it } from 'vitest'

import {
  addDeliveries,
  audienceSizes,
  claimNextDelivery,
  dropLeftAudience,
  failBatch,
  recountSending,
  retryBatch,
  retryFailedDeliveries,
} from '@/lib/db/newsletter'
import type { NewsletterSubscriber } from '@/payload-types'
import { createPost, testPayload } from '../../factories'
import { createSubscriber } from '../../factories/community'

type Topic = 'general' | 'podcast'

/** A sending of a new post to `topic`, its deliveries written one per batch. */
const startedSending = async (topic: Topic = 'general') => {
  const payload = await testPayload()
  const post = await createPost()
  const send = await payload.create({ collection: 'newsletter-sends', data: { post: post.id, subject: post.title, topic, status: 'queued', total: 0, sent: 0, failed: 0 }, depth: 0 })
  const added = await addDeliveries(payload, undefined, { sendId: send.id, topic, batchSize: 1 })
  return { sendId: send.id, added }
}

const deliveryOf = async (sendId: number, subscriber: NewsletterSubscriber) => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'newsletter-deliveries',
    where: { and: [{ send: { equals: sendId } }, { subscriber: { equals: subscriber.id } }] },
    depth: 0,
    pagination: false,
  })
  return docs[0]
}

const sendingOf = async (id: number) => (await testPayload()).findByID({ collection: 'newsletter-sends', id, depth: 0 })

describe('who a topic reaches', () => {
  it('writes a delivery to each confirmed subscriber of the topic (no topic counts as general), numbered into batches', async () => {
    const payload = await testPayload()
    const general = await createSubscriber({ topics: ['general'] })
    const noTopic = await createSubscriber({ topics: [] })
    const both = await createSubscriber({ topics: ['general', 'podcast'] })
    const podcast = await createSubscriber({ topics: ['podcast'] })
    const pending = await createSubscriber({ status: 'pending', topics: ['general', 'podcast'] })
    const gone = await createSubscriber({ status: 'unsubscribed', topics: ['general', 'podcast'] })

    const toGeneral = await startedSending('general')
    for (const s of [general, noTopic, both]) expect(await deliveryOf(toGeneral.sendId, s)).toMatchObject({ email: s.email, status: 'pending', attempts: 0 })
    for (const s of [podcast, pending, gone]) expect(await deliveryOf(toGeneral.sendId, s)).toBeUndefined()
    const toPodcast = await startedSending('podcast')
    for (const s of [both, podcast]) expect(await deliveryOf(toPodcast.sendId, s)).toBeDefined()
    for (const s of [general, noTopic, pending, gone]) expect(await deliveryOf(toPodcast.sendId, s)).toBeUndefined()

    // One per batch here: as many batches as deliveries, numbered from 1 in subscriber order.
    const { docs } = await payload.find({ collection: 'newsletter-deliveries', where: { send: { equals: toGeneral.sendId } }, sort: 'subscriber', depth: 0, pagination: false })
    expect(toGeneral.added).toEqual({ total: docs.length, batches: docs.length })
    expect(docs.map((d) => d.batch)).toEqual(docs.map((_, i) => i + 1))
  })

  it('counts the confirmed subscribers of each topic', async () => {
    const payload = await testPayload()
    const before = await audienceSizes(payload)
    await createSubscriber({ topics: [] })
    await createSubscriber({ topics: ['general', 'podcast'] })
    await createSubscriber({ status: 'pending', topics: ['podcast'] })
    const after = await audienceSizes(payload)

    // Other files add subscribers meanwhile: at least ours were counted, and no more than there are.
    expect(after.general).toBeGreaterThanOrEqual(before.general + 2)
    expect(after.podcast).toBeGreaterThanOrEqual(before.podcast + 1)
    const active = await payload.count({ collection: 'newsletter-subscribers', where: { status: { equals: 'active' } } })
    const activePodcast = await payload.count({ collection: 'newsletter-subscribers', where: { and: [{ status: { equals: 'active' } }, { topics: { in: ['podcast'] } }] } })
    expect(after.general).toBeLessThanOrEqual(active.totalDocs)
    expect(after.podcast).toBeLessThanOrEqual(activePodcast.totalDocs)
  })
})

describe('a batch’s deliveries', () => {
  it('are claimed one at a time, by one run only, and only to a subscriber with a link secret', async () => {
    const payload = await testPayload()
    const withSecret = await createSubscriber()
    const withoutSecret = await createSubscriber({ token: null })
    const { sendId } = await startedSending()
    const batch = { sendId, batch: (await deliveryOf(sendId, withSecret)).batch }

    const claims = await Promise.all([claimNextDelivery(payload, batch, 'general'), claimNextDelivery(payload, batch, 'general')])
    const claimed = claims.filter(Boolean)
    expect(claimed).toEqual([{ id: expect.any(Number), email: withSecret.email, token: withSecret.token }])
    expect(await deliveryOf(sendId, withSecret)).toMatchObject({ status: 'sent', attempts: 1, sentAt: expect.any(String) })

    const tokenless = { sendId, batch: (await deliveryOf(sendId, withoutSecret)).batch }
    expect(await claimNextDelivery(payload, tokenless, 'general')).toBeUndefined()
    expect((await deliveryOf(sendId, withoutSecret)).status).toBe('pending')
  })

  it('is not claimed for a subscriber who left the topic, and is then dropped', async () => {
    const payload = await testPayload()
    const leaves = await createSubscriber()
    const { sendId } = await startedSending()
    const batch = { sendId, batch: (await deliveryOf(sendId, leaves)).batch }
    await payload.update({ collection: 'newsletter-subscribers', id: leaves.id, data: { status: 'unsubscribed' } })

    expect(await claimNextDelivery(payload, batch, 'general')).toBeUndefined()
    await dropLeftAudience(payload, batch, 'general')
    expect(await deliveryOf(sendId, leaves)).toBeUndefined()
  })

  it('fail together while waiting, wait again on the next run, and are never taken back once sent', async () => {
    const payload = await testPayload()
    const [waiting, sent] = [await createSubscriber(), await createSubscriber()]
    const { sendId } = await startedSending()
    const waitingBatch = { sendId, batch: (await deliveryOf(sendId, waiting)).batch }
    const sentBatch = { sendId, batch: (await deliveryOf(sendId, sent)).batch }
    await claimNextDelivery(payload, sentBatch, 'general')

    await failBatch(payload, waitingBatch, 'The post is no longer published.')
    await failBatch(payload, sentBatch, 'The post is no longer published.')
    expect(await deliveryOf(sendId, waiting)).toMatchObject({ status: 'failed', error: 'The post is no longer published.' })
    expect(await deliveryOf(sendId, sent)).toMatchObject({ status: 'sent', error: null })

    await retryBatch(payload, waitingBatch)
    await retryBatch(payload, sentBatch)
    expect((await deliveryOf(sendId, waiting)).status).toBe('pending')
    expect((await deliveryOf(sendId, sent)).status).toBe('sent')
  })

  it('that failed wait again when the sending is retried, which names their batches', async () => {
    const payload = await testPayload()
    const [first, second, third] = [await createSubscriber(), await createSubscriber(), await createSubscriber()]
    const { sendId } = await startedSending()
    const batchOf = async (s: NewsletterSubscriber) => ({ sendId, batch: (await deliveryOf(sendId, s)).batch })
    await failBatch(payload, await batchOf(first), 'refused')
    await failBatch(payload, await batchOf(third), 'refused')
    await claimNextDelivery(payload, await batchOf(second), 'general')

    const transactionID = (await payload.db.beginTransaction())!
    expect(await retryFailedDeliveries(payload, { transactionID }, sendId)).toEqual([(await batchOf(first)).batch, (await batchOf(third)).batch])
    await payload.db.commitTransaction(transactionID)
    expect(await deliveryOf(sendId, first)).toMatchObject({ status: 'pending', error: null })
    expect((await deliveryOf(sendId, second)).status).toBe('sent')
    expect(await retryFailedDeliveries(payload, undefined, sendId)).toEqual([])
  })
})

describe('recounting a sending', () => {
  it('sets its counts and status from its deliveries, keeping the last error while anything failed or waits', async () => {
    const payload = await testPayload()
    const [a, b] = [await createSubscriber(), await createSubscriber()]
    const { sendId, added } = await startedSending()
    const batchOf = async (s: NewsletterSubscriber) => ({ sendId, batch: (await deliveryOf(sendId, s)).batch })

    await claimNextDelivery(payload, await batchOf(a), 'general')
    await failBatch(payload, await batchOf(b), 'refused')
    await recountSending(payload, sendId, { error: `${b.email}: refused` })
    const pendingLeft = added.total - 2
    expect(await sendingOf(sendId)).toMatchObject({
      total: added.total,
      sent: 1,
      failed: 1,
      status: pendingLeft > 0 ? 'sending' : 'failed',
      lastError: `${b.email}: refused`,
    })

    // Nothing waits any more, something failed: "failed", finished, the last error kept.
    for (let batch = 1; batch <= added.batches; batch++) await failBatch(payload, { sendId, batch }, 'refused')
    await recountSending(payload, sendId)
    expect(await sendingOf(sendId)).toMatchObject({ status: 'failed', sent: 1, failed: added.total - 1, lastError: `${b.email}: refused`, finishedAt: expect.any(String) })

    // Only what was sent left: "sent", the error cleared.
    await payload.delete({ collection: 'newsletter-deliveries', where: { and: [{ send: { equals: sendId } }, { status: { equals: 'failed' } }] } })
    await recountSending(payload, sendId)
    expect(await sendingOf(sendId)).toMatchObject({ status: 'sent', total: 1, sent: 1, failed: 0, lastError: null, finishedAt: expect.any(String) })
  })
})
