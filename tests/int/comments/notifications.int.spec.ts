import { afterEach, describe, expect, it, vi } from 'vitest'

import { GET as settingsGet, PATCH as settingsPatch } from '@/app/(frontend)/api/account/notifications/route'
import { GET as unsubscribeGet, POST as unsubscribePost } from '@/app/(frontend)/api/account/notifications/unsubscribe/route'
import { serverUrl } from '@/lib/serverUrl'
import type { Comment, User } from '@/payload-types'
import { call } from '../../api'
import { createComment, createPost, createUser, testPayload, unique } from '../../factories'
import { uniqueEmail } from '../../factories/community'
import { createReply, moderate, noticesAbout, sendNoticesAbout } from '../../factories/replies'
import { mailsTo, type CaughtMail } from '../../setup/smtp'
import { rest } from '../cms/rest'

/**
 * The e-mails a member gets about their comments: when one is approved, when someone replies.
 * Each test runs the queued sending of its own comments only (sendNoticesAbout).
 */
afterEach(() => {
  vi.restoreAllMocks()
})

const APPROVED = /^Your comment on ".*" is published$/
const REPLIED = /replied to your comment on/

const member = (names: Pick<Partial<User>, 'firstName' | 'lastName'> = {}) => createUser({ email: uniqueEmail('commenter'), ...names })
const mailsMatching = async (user: User, subject: RegExp): Promise<CaughtMail[]> => (await mailsTo(user.email)).filter((m) => subject.test(m.subject))
const unsubscribeLink = (mail: CaughtMail) => /^<(.+)>$/.exec(mail.headers['list-unsubscribe'])![1]
const browser = { 'sec-fetch-site': 'same-origin' }

describe('the e-mail when a comment is approved', () => {
  it('goes once to its author, with a link to the comment and a one-click unsubscribe, however often it is approved', async () => {
    const [creator, grace, post] = await Promise.all([createUser({ role: 'admin' }), member({ firstName: 'Grace' }), createPost()])
    const comment = await createComment(post, grace, 'pending')
    expect(await noticesAbout(comment)).toEqual([])

    await moderate(comment, 'approved', creator)
    await moderate(comment, 'rejected', creator)
    await moderate(comment, 'approved', creator)
    expect(await noticesAbout(comment)).toHaveLength(1)
    await sendNoticesAbout(comment)
    await sendNoticesAbout(comment)

    const mails = await mailsMatching(grace, APPROVED)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toBe(`Your comment on "${post.title}" is published`)
    expect(mail.text).toContain('Hello Grace,')
    expect(mail.text).toContain(comment.content)
    expect(mail.text).toContain(`${serverUrl()}/blog/${post.slug}#comment-${comment.id}`)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const link = new URL(unsubscribeLink(mail))
    expect(link.pathname).toBe('/api/account/notifications/unsubscribe')
    expect(link.searchParams.get('kind')).toBe('approved')
    expect(mail.text).toContain(link.href)
    expect(await noticesAbout(comment)).toEqual([expect.objectContaining({ kind: 'approved', status: 'sent' })])
  })

  it('is not sent for a comment created approved, nor to a staff member approving their own', async () => {
    const [editor, post] = await Promise.all([createUser({ role: 'editor' }), createPost()])
    const own = await createComment(post, editor, 'pending')
    await moderate(own, 'approved', editor)
    const imported = await createComment(post, await member(), 'approved')
    expect(await noticesAbout(own)).toEqual([])
    expect(await noticesAbout(imported)).toEqual([])
  })

  it('is tried again when the mail server refuses it, and sent once', async () => {
    const [creator, grace, post] = await Promise.all([createUser({ role: 'admin' }), member(), createPost()])
    const comment = await createComment(post, grace, 'pending')
    await moderate(comment, 'approved', creator)
    const payload = await testPayload()
    const send = vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('421 try again later'))

    await sendNoticesAbout(comment)
    await sendNoticesAbout(comment)
    await sendNoticesAbout(comment)
    expect(send).toHaveBeenCalledTimes(2)
    expect(await mailsMatching(grace, APPROVED)).toHaveLength(1)
    expect((await noticesAbout(comment))[0].status).toBe('sent')
  })
})

describe('the e-mail when someone replies', () => {
  const thread = async () => {
    const [creator, grace, bob, post] = await Promise.all([
      createUser({ role: 'admin', firstName: 'Ruth', lastName: 'Writer' }),
      member({ firstName: 'Grace', lastName: 'Hopper' }),
      member({ firstName: 'Bob', lastName: 'Stone' }),
      createPost(),
    ])
    const first = await createComment(post, grace, 'approved')
    return { creator, grace, bob, post, first }
  }

  it('goes to the author of the comment answered once the reply is approved, and the replier hears of the approval', async () => {
    const { creator, grace, bob, post, first } = await thread()
    const reply = await createReply(first, bob, 'pending')
    await sendNoticesAbout(reply)
    expect(await mailsMatching(grace, REPLIED)).toEqual([])

    await moderate(reply, 'approved', creator)
    await sendNoticesAbout(reply)
    const [mail, ...more] = await mailsMatching(grace, REPLIED)
    expect(more).toEqual([])
    expect(mail.subject).toBe(`Bob S. replied to your comment on "${post.title}"`)
    expect(mail.text).toContain(reply.content)
    expect(mail.text).toContain(first.content)
    expect(mail.text).toContain(`${serverUrl()}/blog/${post.slug}#comment-${reply.id}`)
    expect(new URL(unsubscribeLink(mail)).searchParams.get('kind')).toBe('reply')
    expect(await mailsMatching(bob, APPROVED)).toHaveLength(1)
    // Nothing else came of it.
    expect(await mailsTo(bob.email)).toHaveLength(1)
  })

  it('is not sent to someone answering their own comment', async () => {
    const { creator, grace, first } = await thread()
    const own = await createReply(first, grace, 'pending')
    await moderate(own, 'approved', creator)
    expect((await noticesAbout(own)).map((n) => n.kind)).toEqual(['approved'])
  })

  it('comes of the author’s reply in the admin, once, and the creator gets nothing', async () => {
    const { creator, grace, first } = await thread()
    const res = await rest('POST', '/comments', { as: creator, body: { parent: first.id, content: unique('Thank you, Grace') } })
    expect(res.status, res.text).toBe(201)
    const reply = { id: res.json.doc.id as number }
    await sendNoticesAbout(reply)
    const [mail] = await mailsMatching(grace, REPLIED)
    expect(mail.subject).toMatch(/^Ruth W\. replied to your comment/)
    expect(await mailsTo(creator.email)).toEqual([])
  })
})

describe('turning the e-mails off', () => {
  it('the account switches: none of a kind turned off is sent, even one already queued', async () => {
    const [creator, grace, bob, post] = await Promise.all([createUser({ role: 'admin' }), member(), member(), createPost()])
    const first = await createComment(post, grace, 'approved')
    const reply = await createReply(first, bob, 'pending')
    await moderate(reply, 'approved', creator)

    const off = await call(settingsPatch, '/api/account/notifications', { method: 'PATCH', as: grace, body: { reply: false } })
    expect(off.status).toBe(200)
    expect(off.json).toEqual({ approved: true, reply: false })
    expect((await call(settingsGet, '/api/account/notifications', { as: grace, headers: browser })).json).toEqual({ approved: true, reply: false })

    await sendNoticesAbout(reply)
    expect(await mailsMatching(grace, REPLIED)).toEqual([])
    expect(await noticesAbout(reply)).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'reply', status: 'skipped' }), expect.objectContaining({ kind: 'approved', status: 'sent' })]),
    )
  })

  it('the switches are the member’s own: 401 to visitors, 400 for anything but on or off', async () => {
    const grace = await member()
    expect((await call(settingsPatch, '/api/account/notifications', { method: 'PATCH', body: { reply: false } })).status).toBe(401)
    expect((await call(settingsGet, '/api/account/notifications')).status).toBe(401)
    const bad = await call(settingsPatch, '/api/account/notifications', { method: 'PATCH', as: grace, body: { reply: 'no' } })
    expect(bad.status).toBe(400)
    expect(bad.json.errors).toEqual({ reply: 'Choose on or off.' })
  })

  it('one click on the unsubscribe link (RFC 8058, no Origin) stops the next e-mail of that kind, and only that kind', async () => {
    const [creator, grace, bob, carol, post] = await Promise.all([createUser({ role: 'admin' }), member(), member(), member(), createPost()])
    const first = await createComment(post, grace, 'approved')
    const reply = await createReply(first, bob, 'pending')
    await moderate(reply, 'approved', creator)
    await sendNoticesAbout(reply)
    const [mail] = await mailsMatching(grace, REPLIED)
    const link = new URL(unsubscribeLink(mail))

    const oneClick = await call(unsubscribePost, link.pathname + link.search, {
      method: 'POST',
      origin: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      rawBody: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(oneClick.json).toEqual({ message: 'You have been unsubscribed.' })

    const second = await createReply(first, carol, 'pending')
    await moderate(second, 'approved', creator)
    await sendNoticesAbout(second)
    expect(await mailsMatching(grace, REPLIED)).toHaveLength(1)

    // Approvals still come.
    const another = await createComment(post, grace, 'pending')
    await moderate(another, 'approved', creator)
    await sendNoticesAbout(another)
    expect(await mailsMatching(grace, APPROVED)).toHaveLength(1)
  })

  it('the link opened in a browser turns the kind off and shows the account page’s notice; a wrong link changes nothing', async () => {
    const [creator, grace, post] = await Promise.all([createUser({ role: 'admin' }), member(), createPost()])
    const comment = await createComment(post, grace, 'pending')
    await moderate(comment, 'approved', creator)
    await sendNoticesAbout(comment)
    const link = new URL(unsubscribeLink((await mailsMatching(grace, APPROVED))[0]))
    const token = link.searchParams.get('token')!

    const opened = await call(unsubscribeGet, link.pathname + link.search)
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe('/account?notifications=approved-off#notifications')
    expect((await call(settingsGet, '/api/account/notifications', { as: grace, headers: browser })).json).toEqual({ approved: false, reply: true })

    for (const query of [`?kind=reply&token=${'A'.repeat(43)}`, `?kind=everything&token=${token}`, '?kind=reply', `?kind=reply&token=${token}x`]) {
      const res = await call(unsubscribeGet, `/api/account/notifications/unsubscribe${query}`)
      expect(res.headers.get('location'), query).toBe('/account?notifications=invalid#notifications')
      const post = await call(unsubscribePost, `/api/account/notifications/unsubscribe${query}`, { method: 'POST', origin: null })
      expect(post.status, query).toBe(404)
    }
    expect((await call(settingsGet, '/api/account/notifications', { as: grace, headers: browser })).json).toEqual({ approved: false, reply: true })
  })
})

describe('what the e-mails are recorded against', () => {
  it('deleting a comment takes its e-mails along', async () => {
    const [creator, grace, post] = await Promise.all([createUser({ role: 'admin' }), member(), createPost()])
    const comment: Comment = await createComment(post, grace, 'pending')
    await moderate(comment, 'approved', creator)
    expect(await noticesAbout(comment)).toHaveLength(1)
    await (await testPayload()).delete({ collection: 'comments', id: comment.id })
    expect(await noticesAbout(comment)).toEqual([])
  })
})
