/**
 * "Send to subscribers": a published post is e-mailed once to every confirmed subscriber of a
 * topic, in batches on the jobs queue, each message with a plain-text and an HTML part and
 * working one-click unsubscribe headers; a refused address is tried again without anyone else
 * getting the post twice. The e-mails go through the app's SMTP adapter to the loopback catcher.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { POST as unsubscribeOneClick } from '@/app/(frontend)/api/newsletter/unsubscribe/route'
import { sendBatch } from '@/collections/newsletter-sends/batch'
import { documentPath } from '@/lib/sections'
import { serverUrl } from '@/lib/serverUrl'
import { lexicalFromBlocks } from '@/seed/lexical'
import { call } from '../../api'
import { createPost, createUser, testPayload, unique } from '../../factories'
import { createSubscriber, findSubscriber, unpublishPost } from '../../factories/community'
import { mailsTo } from '../../setup/smtp'
import { rest, type RestOptions } from '../cms/rest'
import { batchJobs, deliveriesOf, mailOnlyTo, runAllBatches, runBatchesOnce, sendingOf, subscribers } from './helpers'

afterEach(() => {
  vi.restoreAllMocks()
})

const start = (as: RestOptions['as'], body: unknown) => rest('POST', '/newsletter-sends/start', { as, body })

const oneClick = (url: string) =>
  call(unsubscribeOneClick, url, {
    method: 'POST',
    origin: null,
    rawBody: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })

describe('sending a published post to the newsletter', () => {
  it('e-mails each confirmed subscriber of the topic exactly once, with both parts and one-click headers that work', async () => {
    const admin = await createUser({ role: 'admin' })
    const title = unique('A letter <to> "readers" & friends')
    const post = await createPost({ title, summary: 'What this letter is about.', content: lexicalFromBlocks(['The first paragraph of the letter.']) })
    const confirmed = await subscribers(3, { status: 'active', topics: ['general'] })
    const pending = await createSubscriber({ status: 'pending', topics: ['general'] })
    const unsubscribed = await createSubscriber({ status: 'unsubscribed', topics: ['general'] })
    const podcastOnly = await createSubscriber({ status: 'active', topics: ['podcast'] })
    const everyone = [...confirmed, pending, unsubscribed, podcastOnly]
    const mailer = await mailOnlyTo(everyone.map((s) => s.email))

    const res = await start(admin, { post: post.id })
    expect(res.status, res.text).toBe(201)
    const { sending } = res.json
    expect(sending).toMatchObject({ topic: 'general', status: 'queued', sent: 0, failed: 0 })
    const deliveries = await deliveriesOf(sending.id)
    expect(deliveries).toHaveLength(sending.total)
    // Ours among them: the three confirmed, not the others.
    const addressed = new Set(deliveries.map((d) => d.email))
    for (const s of confirmed) expect(addressed.has(s.email)).toBe(true)
    for (const s of [pending, unsubscribed, podcastOnly]) expect(addressed.has(s.email)).toBe(false)
    // One job per batch of 50, all queued in the same transaction as the rows.
    const batches = new Set(deliveries.map((d) => d.batch))
    expect((await batchJobs(sending.id)).map((j) => (j.input as { batch: number }).batch).sort()).toEqual([...batches].sort())
    expect(Math.max(...batches)).toBe(Math.ceil(sending.total / 50))

    await runAllBatches(sending.id)

    expect(await sendingOf(sending.id)).toMatchObject({ status: 'sent', sent: sending.total, failed: 0, total: sending.total, finishedAt: expect.any(String) })
    for (const s of [pending, unsubscribed, podcastOnly]) expect(await mailsTo(s.email)).toEqual([])
    const postUrl = `${serverUrl()}${documentPath('blog', post.slug)}`
    for (const subscriber of confirmed) {
      const mails = await mailsTo(subscriber.email)
      expect(mails).toHaveLength(1)
      const [mail] = mails
      const unsubscribeUrl = `${serverUrl()}/api/newsletter/unsubscribe?token=${subscriber.token}`
      expect(mail.subject).toBe(title)
      expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/)
      expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}>`)
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
      expect(mail.text).toContain(title)
      expect(mail.text).toContain('What this letter is about.')
      expect(mail.text).toContain('The first paragraph of the letter.')
      expect(mail.text).toContain(postUrl)
      expect(mail.text).toContain(`Unsubscribe with one click: ${unsubscribeUrl}`)
    }

    // The HTML part as it was handed to the adapter: text escaped, the link, the visible unsubscribe link.
    const sentTo = mailer.attempts.find((m) => m.to === confirmed[0].email)!
    expect(sentTo.html).toContain('A letter &lt;to&gt; &quot;readers&quot; &amp; friends')
    expect(sentTo.html).not.toContain('<to>')
    expect(sentTo.html).toContain(`href="${postUrl}"`)
    expect(sentTo.html).toContain('<p>The first paragraph of the letter.</p>')
    expect(sentTo.html).toMatch(new RegExp(`<a href="${serverUrl()}/api/newsletter/unsubscribe\\?token=${confirmed[0].token}"[^>]*>Unsubscribe</a>`))

    // The one-click header works as a mail client uses it: a POST without cookies or Origin.
    for (const subscriber of confirmed) {
      const [mail] = await mailsTo(subscriber.email)
      const clicked = await oneClick(mail.headers['list-unsubscribe'].slice(1, -1))
      expect(clicked.status).toBe(200)
      expect((await findSubscriber(subscriber.email))?.status).toBe('unsubscribed')
    }
  })

  it('sends the podcast topic only to podcast subscribers', async () => {
    const editor = await createUser({ role: 'editor' })
    const post = await createPost()
    const [generalOnly] = await subscribers(1, { status: 'active', topics: ['general'] })
    const [podcastOnly] = await subscribers(1, { status: 'active', topics: ['podcast'] })
    const [both] = await subscribers(1, { status: 'active', topics: ['general', 'podcast'] })
    await mailOnlyTo([generalOnly.email, podcastOnly.email, both.email])

    const res = await start(editor, { post: post.id, topic: 'podcast' })
    expect(res.status, res.text).toBe(201)
    await runAllBatches(res.json.sending.id)

    expect(await mailsTo(podcastOnly.email)).toHaveLength(1)
    expect(await mailsTo(both.email)).toHaveLength(1)
    expect(await mailsTo(generalOnly.email)).toEqual([])
    const [mail] = await mailsTo(podcastOnly.email)
    expect(mail.text).toMatch(/because you subscribed to news of the .+ podcast\./)
    expect((await sendingOf(res.json.sending.id)).topic).toBe('podcast')
  })

  it('tries a refused address again without sending the post twice to anyone else', async () => {
    const admin = await createUser({ role: 'admin' })
    const post = await createPost()
    const [good1, refused, good2] = await subscribers(3, { status: 'active', topics: ['general'] })
    // The SMTP server refuses this address the first time only.
    const mailer = await mailOnlyTo([good1.email, refused.email, good2.email], (to, attempt) => to === refused.email && attempt === 1)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})

    const { json } = await start(admin, { post: post.id })
    const id = json.sending.id

    await runBatchesOnce(id)
    const afterFirst = await sendingOf(id)
    expect(afterFirst).toMatchObject({ status: 'failed', failed: 1, sent: json.sending.total - 1 })
    expect(afterFirst.lastError).toContain(refused.email)
    const failedRow = (await deliveriesOf(id)).find((d) => d.email === refused.email)
    expect(failedRow).toMatchObject({ status: 'failed', attempts: 1, error: expect.stringContaining('Recipient address rejected') })
    expect(await mailsTo(refused.email)).toEqual([])
    // Payload keeps the batch's job for another run: it failed, but may retry.
    const [job] = (await batchJobs(id)).filter((j) => (j.input as { batch: number }).batch === failedRow!.batch)
    expect(job).toMatchObject({ hasError: false, totalTried: 1 })

    await runAllBatches(id)
    expect(await sendingOf(id)).toMatchObject({ status: 'sent', failed: 0, sent: json.sending.total, lastError: null })
    for (const s of [good1, refused, good2]) expect(await mailsTo(s.email)).toHaveLength(1)
    expect(mailer.attempts.filter((m) => m.to === good1.email)).toHaveLength(1)
    expect((await deliveriesOf(id)).find((d) => d.email === refused.email)).toMatchObject({ status: 'sent', attempts: 2, error: null })
    logged.mockRestore()
  })

  it('after the automatic retries run out, "Retry failed" sends only what failed', async () => {
    const admin = await createUser({ role: 'admin' })
    const post = await createPost()
    const [good, refused] = await subscribers(2, { status: 'active', topics: ['general'] })
    // Refused on the first run and on all three retries.
    await mailOnlyTo([good.email, refused.email], (to, attempt) => to === refused.email && attempt <= 4)
    vi.spyOn(console, 'error').mockImplementation(() => {})

    const { json } = await start(admin, { post: post.id })
    const id = json.sending.id
    await runAllBatches(id)
    expect(await sendingOf(id)).toMatchObject({ status: 'failed', failed: 1 })
    expect((await batchJobs(id)).some((j) => j.hasError)).toBe(true)
    expect(await mailsTo(refused.email)).toEqual([])

    const member = await createUser()
    expect((await rest('POST', `/newsletter-sends/${id}/retry`, { as: member })).status).toBe(403)
    const retried = await rest('POST', `/newsletter-sends/${id}/retry`, { as: admin })
    expect(retried.status, retried.text).toBe(200)
    expect(retried.json.sending).toMatchObject({ status: 'sending', failed: 0 })
    await runAllBatches(id)

    expect(await sendingOf(id)).toMatchObject({ status: 'sent', failed: 0, sent: json.sending.total })
    expect(await mailsTo(refused.email)).toHaveLength(1)
    expect(await mailsTo(good.email)).toHaveLength(1)
    // Nothing failed any more: nothing to retry.
    expect((await rest('POST', `/newsletter-sends/${id}/retry`, { as: admin })).status).toBe(409)
  })

  it('sends each e-mail once when the same batch runs twice at the same moment', async () => {
    const admin = await createUser({ role: 'admin' })
    const post = await createPost()
    const ours = await subscribers(4, { status: 'active', topics: ['general'] })
    const mailer = await mailOnlyTo(ours.map((s) => s.email))
    const { json } = await start(admin, { post: post.id })
    const id = json.sending.id
    const batches = [...new Set((await deliveriesOf(id)).map((d) => d.batch))]

    const payload = await testPayload()
    const runs = await Promise.all(batches.flatMap((batch) => [sendBatch(payload, { send: id, batch }), sendBatch(payload, { send: id, batch })]))

    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(json.sending.total)
    for (const s of ours) expect(await mailsTo(s.email)).toHaveLength(1)
    expect(mailer.attempts).toHaveLength(ours.length)
    expect(await sendingOf(id)).toMatchObject({ status: 'sent', sent: json.sending.total })
  })

  it('skips a subscriber who unsubscribes before their batch runs', async () => {
    const admin = await createUser({ role: 'admin' })
    const post = await createPost()
    const [stays, leaves] = await subscribers(2, { status: 'active', topics: ['general'] })
    await mailOnlyTo([stays.email, leaves.email])

    const { json } = await start(admin, { post: post.id })
    expect((await deliveriesOf(json.sending.id)).map((d) => d.email)).toContain(leaves.email)
    expect((await oneClick(`/api/newsletter/unsubscribe?token=${leaves.token}`)).status).toBe(200)
    await runAllBatches(json.sending.id)

    expect(await mailsTo(stays.email)).toHaveLength(1)
    expect(await mailsTo(leaves.email)).toEqual([])
    const sending = await sendingOf(json.sending.id)
    expect(sending).toMatchObject({ status: 'sent', total: json.sending.total - 1, sent: json.sending.total - 1 })
    expect((await deliveriesOf(json.sending.id)).map((d) => d.email)).not.toContain(leaves.email)
  })

  it('gives a subscriber added without a link secret one before e-mailing them, and keeps it', async () => {
    const admin = await createUser({ role: 'admin' })
    const post = await createPost()
    const added = await createSubscriber({ status: 'active', topics: ['general'], token: null })
    const before = await findSubscriber(added.email)
    expect(before?.token ?? null).toBeNull()
    await mailOnlyTo([added.email])

    const { json } = await start(admin, { post: post.id })
    await runAllBatches(json.sending.id)

    const after = await findSubscriber(added.email)
    expect(after?.token).toEqual(expect.any(String))
    // Nothing the subscriber did changed: the secret is written past the collection's hooks.
    expect(after?.updatedAt).toBe(before?.updatedAt)
    const [mail] = await mailsTo(added.email)
    expect(mail.headers['list-unsubscribe']).toBe(`<${serverUrl()}/api/newsletter/unsubscribe?token=${after?.token}>`)
    // A later sending reuses the secret the first e-mail carries.
    const next = await start(admin, { post: (await createPost()).id })
    await runAllBatches(next.json.sending.id)
    expect((await findSubscriber(added.email))?.token).toBe(after?.token)
  })
})

describe('what the admin box shows', () => {
  it('counts the confirmed subscribers of each topic, then the sending of the post', async () => {
    const editor = await createUser({ role: 'editor' })
    const post = await createPost()
    const before = await rest('GET', `/newsletter-sends/by-post/${post.id}`, { as: editor })
    expect(before.status).toBe(200)
    expect(before.json).toMatchObject({ post: post.id, published: true, sending: null })

    await createSubscriber({ status: 'active', topics: ['podcast'] })
    await createSubscriber({ status: 'pending', topics: ['podcast'] })
    const after = await rest('GET', `/newsletter-sends/by-post/${post.id}`, { as: editor })
    // Other files add subscribers meanwhile: at least ours were counted, the pending one not.
    expect(after.json.audience.podcast).toBeGreaterThanOrEqual(before.json.audience.podcast + 1)
    const payload = await testPayload()
    const activePodcast = await payload.count({
      collection: 'newsletter-subscribers',
      where: { and: [{ status: { equals: 'active' } }, { topics: { in: ['podcast'] } }] },
    })
    expect(after.json.audience.podcast).toBeLessThanOrEqual(activePodcast.totalDocs)

    await mailOnlyTo([])
    const started = await start(editor, { post: post.id, topic: 'podcast' })
    const shown = await rest('GET', `/newsletter-sends/by-post/${post.id}`, { as: editor })
    expect(shown.json.sending).toEqual(started.json.sending)
    await runAllBatches(started.json.sending.id)
  })

  it('says a draft is not published', async () => {
    const admin = await createUser({ role: 'admin' })
    const draft = await createPost({ status: 'draft' })
    const res = await rest('GET', `/newsletter-sends/by-post/${draft.id}`, { as: admin })
    expect(res.json).toMatchObject({ published: false, sending: null })
  })
})

describe('refused', () => {
  it('a second start for the same post, whatever the topic', async () => {
    const admin = await createUser({ role: 'admin' })
    const post = await createPost()
    await subscribers(1, { status: 'active', topics: ['general', 'podcast'] })
    await mailOnlyTo([])
    const first = await start(admin, { post: post.id })
    expect(first.status).toBe(201)
    for (const topic of ['general', 'podcast']) {
      const again = await start(admin, { post: post.id, topic })
      expect(again.status).toBe(409)
      expect(again.json.message).toBe('This post has already been sent to subscribers.')
    }
    await runAllBatches(first.json.sending.id)
  })

  it('two starts at the same moment: one sending, one delivery per subscriber', async () => {
    const admin = await createUser({ role: 'admin' })
    const post = await createPost()
    await subscribers(2, { status: 'active', topics: ['general'] })
    await mailOnlyTo([])
    const answers = await Promise.all([start(admin, { post: post.id }), start(admin, { post: post.id }), start(admin, { post: post.id })])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409])
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'newsletter-sends', where: { post: { equals: post.id } }, depth: 0 })
    expect(docs).toHaveLength(1)
    const deliveries = await deliveriesOf(docs[0].id)
    expect(deliveries).toHaveLength(docs[0].total)
    expect(new Set(deliveries.map((d) => d.subscriber)).size).toBe(deliveries.length)
    await runAllBatches(docs[0].id)
  })

  it('anyone but the staff: anonymous visitors and members', async () => {
    const post = await createPost()
    const member = await createUser()
    for (const as of [null, member]) {
      const res = await start(as, { post: post.id })
      expect(res.status).toBe(as ? 403 : 401)
      expect((await rest('GET', `/newsletter-sends/by-post/${post.id}`, { as })).status).toBe(as ? 403 : 401)
    }
    const payload = await testPayload()
    expect((await payload.count({ collection: 'newsletter-sends', where: { post: { equals: post.id } } })).totalDocs).toBe(0)
  })

  it('a post that is not published: a draft, one taken offline, an unknown id', async () => {
    const admin = await createUser({ role: 'admin' })
    await subscribers(1, { status: 'active', topics: ['general'] })
    const draft = await createPost({ status: 'draft' })
    const drafted = await start(admin, { post: draft.id })
    expect(drafted.status).toBe(400)
    expect(drafted.json.message).toBe('Only a published post can be sent. Publish it first.')

    const offline = await createPost()
    await unpublishPost(offline)
    expect((await start(admin, { post: offline.id })).status).toBe(400)

    expect((await start(admin, { post: 2 ** 31 - 1 })).status).toBe(404)
    const payload = await testPayload()
    expect((await payload.count({ collection: 'newsletter-sends', where: { post: { in: [draft.id, offline.id] } } })).totalDocs).toBe(0)
  })

  it('wrong types, unknown fields, odd and huge bodies', async () => {
    const admin = await createUser({ role: 'admin' })
    const post = await createPost()
    for (const body of [
      {},
      { post: String(post.id) },
      { post: post.id + 0.5 },
      { post: -1 },
      { post: 0 },
      { post: 2 ** 31 },
      { post: null },
      { post: [post.id] },
      { post: { equals: post.id } },
      { post: post.id, topic: 'everyone' },
      { post: post.id, topic: ['general'] },
      { post: post.id, extra: true },
      { post: post.id, topic: 'general', padding: 'x'.repeat(1024 * 1024) },
      [],
      'text',
      null,
    ]) {
      const res = await start(admin, body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(res.json.message).toEqual(expect.any(String))
    }
    const malformed = await rest('POST', '/newsletter-sends/start', { as: admin, body: '{"post":', headers: { 'content-type': 'application/json' } })
    expect(malformed.status).toBe(400)
    const huge = await start(admin, { post: post.id, padding: 'x'.repeat(3 * 1024 * 1024) })
    expect(huge.status).toBe(413)
    for (const path of ['/newsletter-sends/by-post/abc', '/newsletter-sends/by-post/-1', '/newsletter-sends/by-post/99999999999']) {
      expect((await rest('GET', path, { as: admin })).status, path).toBe(400)
    }
    expect((await rest('POST', '/newsletter-sends/abc/retry', { as: admin })).status).toBe(400)
    expect((await rest('POST', `/newsletter-sends/${2 ** 31 - 1}/retry`, { as: admin })).status).toBe(404)
    const payload = await testPayload()
    expect((await payload.count({ collection: 'newsletter-sends', where: { post: { equals: post.id } } })).totalDocs).toBe(0)
  })

  it('writing sendings or deliveries by hand through the CMS API, even as the creator', async () => {
    const admin = await createUser({ role: 'admin' })
    const post = await createPost()
    const created = await rest('POST', '/newsletter-sends', { as: admin, body: { post: post.id, subject: 'By hand', topic: 'general', status: 'sent' } })
    expect(created.status).toBe(403)
    await subscribers(1, { status: 'active', topics: ['general'] })
    await mailOnlyTo([])
    const { json } = await start(admin, { post: post.id })
    const id = json.sending.id
    expect((await rest('PATCH', `/newsletter-sends/${id}`, { as: admin, body: { status: 'queued' } })).status).toBe(403)
    expect((await rest('DELETE', `/newsletter-sends/${id}`, { as: admin })).status).toBe(403)
    const [delivery] = await deliveriesOf(id)
    expect((await rest('PATCH', `/newsletter-deliveries/${delivery.id}`, { as: admin, body: { status: 'pending' } })).status).toBe(403)
    // Reading them is what the admin does.
    expect((await rest('GET', `/newsletter-sends/${id}`, { as: admin })).status).toBe(200)
    await runAllBatches(id)
  })
})
