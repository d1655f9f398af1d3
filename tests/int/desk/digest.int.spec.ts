import { describe, expect, it } from 'vitest'

import { DIGEST_KEY, digestRecipients, sendCommentDigest } from '@/collections/comments/digest'
import { serverUrl } from '@/lib/serverUrl'
import type { Comment } from '@/payload-types'
import { mailsTo, type CaughtMail } from '../../setup/smtp'
import { createComment, createPost, createUser, testPayload } from '../../factories'

/**
 * The hourly comment digest. Its state (the last comment mentioned, the last e-mail's time) is
 * one key in Payload's key-value store, so these tests run in order and set it themselves;
 * `now` is passed in, so an hour passes without waiting.
 */
const HOUR = 60 * 60 * 1000
const DIGEST_SUBJECT = /for moderation$/

const recipient = async () => {
  const payload = await testPayload()
  return (await digestRecipients(payload, await payload.findGlobal({ slug: 'site-settings', depth: 0 })))[0]
}

const digests = async (): Promise<CaughtMail[]> => (await mailsTo(await recipient())).filter((m) => DIGEST_SUBJECT.test(m.subject))

/** Runs the digest at `now` and answers the e-mail it sent, if any. */
const runDigest = async (now: Date) => {
  const before = (await digests()).length
  const listed = await sendCommentDigest(await testPayload(), now)
  const sent = (await digests()).slice(before)
  return { listed, mail: sent.at(-1), sent: sent.length }
}

/** As if the last digest went out at `lastSentAt`, mentioning every comment up to `lastCommentId`. */
const digestState = async (lastCommentId: number, lastSentAt: Date | null) =>
  (await testPayload()).kv.set(DIGEST_KEY, { lastCommentId, lastSentAt: lastSentAt?.toISOString() ?? null })

const pendingComments = async (count: number) => {
  const [member, post] = await Promise.all([createUser({ firstName: 'Lydia', lastName: 'Purple' }), createPost()])
  const comments: Comment[] = []
  for (let i = 0; i < count; i++) comments.push(await createComment(post, member, 'pending'))
  return { post, comments }
}

describe('the comment digest', () => {
  it('lists the comments waiting, each with its post, author, words and a link to it in the admin', async () => {
    const { post, comments } = await pendingComments(2)
    await digestState(comments[0].id - 1, null)

    const { listed, mail, sent } = await runDigest(new Date())
    expect(sent).toBe(1)
    expect(listed).toBeGreaterThanOrEqual(2)
    expect(mail!.subject).toMatch(/new comments wait for moderation$/)
    for (const comment of comments) {
      expect(mail!.text).toContain(comment.content)
      expect(mail!.text).toContain(`${serverUrl()}/admin/collections/comments/${comment.id}`)
    }
    expect(mail!.text).toContain(`On "${post.title}", Lydia Purple wrote`)
    expect(mail!.text).toContain(`${serverUrl()}/admin/collections/comments?where`)
  })

  it('sends at most one an hour, and mentions each comment once', async () => {
    const first = await pendingComments(1)
    const start = new Date()
    await digestState(first.comments[0].id - 1, null)
    expect((await runDigest(start)).sent).toBe(1)

    // A comment arrives: within the hour nothing is sent, and the comment stays for the next one.
    const second = await pendingComments(1)
    const early = await runDigest(new Date(start.getTime() + 30 * 60 * 1000))
    expect(early).toMatchObject({ listed: 0, sent: 0 })

    const later = await runDigest(new Date(start.getTime() + HOUR))
    expect(later.sent).toBe(1)
    expect(later.mail!.text).toContain(second.comments[0].content)
    expect(later.mail!.text).not.toContain(first.comments[0].content)
  })

  it('sends nothing when no comment waits that an earlier digest did not mention', async () => {
    await pendingComments(1)
    // Every comment so far was mentioned, and the last e-mail went out long ago.
    await digestState(2_000_000_000, new Date(Date.now() - 5 * HOUR))
    expect(await runDigest(new Date())).toEqual({ listed: 0, mail: undefined, sent: 0 })
  })

  it('leaves out comments approved or rejected before it ran', async () => {
    const payload = await testPayload()
    const { comments } = await pendingComments(3)
    await payload.update({ collection: 'comments', id: comments[0].id, data: { status: 'approved' } })
    await payload.update({ collection: 'comments', id: comments[1].id, data: { status: 'rejected' } })
    await digestState(comments[0].id - 1, new Date(Date.now() - 2 * HOUR))

    const { mail } = await runDigest(new Date())
    expect(mail!.text).toContain(comments[2].content)
    expect(mail!.text).not.toContain(comments[0].content)
    expect(mail!.text).not.toContain(comments[1].content)
  })

  it('goes to the site’s contact address, or to the admins when there is none', async () => {
    const payload = await testPayload()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const withAddress = { ...settings, contact: { ...settings.contact, generalEmail: 'desk@renewed-mind.test' } }
    expect(await digestRecipients(payload, withAddress)).toEqual(['desk@renewed-mind.test'])
    const admin = await createUser({ role: 'admin' })
    const editor = await createUser({ role: 'editor' })
    const without = await digestRecipients(payload, { ...settings, contact: { ...settings.contact, generalEmail: '' } })
    expect(without).toContain(admin.email)
    expect(without).not.toContain(editor.email)
  })

  it('runs as the jobs queue’s commentDigest task', async () => {
    const payload = await testPayload()
    const { comments } = await pendingComments(1)
    await digestState(comments[0].id - 1, new Date(Date.now() - 2 * HOUR))
    const before = (await digests()).length
    const job = await payload.jobs.queue({ task: 'commentDigest', input: {} })
    await payload.jobs.runByID({ id: job.id })
    const sent = (await digests()).slice(before)
    expect(sent.some((m) => m.text.includes(comments[0].content))).toBe(true)
    expect(payload.config.jobs.tasks?.find((t) => t.slug === 'commentDigest')?.schedule).toEqual([{ cron: '0 */5 * * * *', queue: 'default' }])
  })
})
