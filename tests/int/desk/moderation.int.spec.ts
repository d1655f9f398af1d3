import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as publicComments } from '@/app/(frontend)/api/comments/[slug]/route'
import { listUserComments } from '@/collections/comments/data'
import type { Comment } from '@/payload-types'
import { call } from '../../api'
import { createComment, createPost, createUser, testPayload } from '../../factories'
import { rest, type RestOptions } from '../cms/rest'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/** What the admin's moderation buttons send: one PATCH for every selected comment. */
const moderate = (comments: Comment[], status: 'approved' | 'rejected', as: RestOptions['as']) =>
  rest('PATCH', `/comments?${new URLSearchParams({ 'where[id][in]': comments.map((c) => c.id).join(',') })}`, { as, body: { status } })

const statuses = async (comments: Comment[]) => {
  const payload = await testPayload()
  return Promise.all(comments.map(async (c) => (await payload.findByID({ collection: 'comments', id: c.id, depth: 0 })).status))
}

const onThePost = async (slug: string) => (await call(publicComments, `/api/comments/${slug}`, { params: { slug } })).json.map((c: { id: number }) => c.id)

describe('moderating comments through /cms-api', () => {
  it('an editor approves two comments in one request, and the post shows both', async () => {
    const [editor, member, post] = await Promise.all([createUser({ role: 'editor' }), createUser(), createPost()])
    const comments = [await createComment(post, member, 'pending'), await createComment(post, member, 'pending')]

    const res = await moderate(comments, 'approved', editor)
    expect(res.status, res.text).toBe(200)
    expect(res.json.docs).toHaveLength(2)
    expect(await statuses(comments)).toEqual(['approved', 'approved'])
    expect(await onThePost(post.slug)).toEqual(comments.map((c) => c.id))
  })

  it('a member cannot approve comments, their own included, in bulk or one by one', async () => {
    const [member, post] = await Promise.all([createUser(), createPost()])
    const comments = [await createComment(post, member, 'pending'), await createComment(post, member, 'pending')]

    expect((await moderate(comments, 'approved', member)).status).toBe(403)
    expect((await rest('PATCH', `/comments/${comments[0].id}`, { as: member, body: { status: 'approved' } })).status).toBe(403)
    expect((await moderate(comments, 'approved', null)).status).toBe(401)
    expect(await statuses(comments)).toEqual(['pending', 'pending'])
    expect(await onThePost(post.slug)).toEqual([])
  })

  it('a rejected comment leaves the post, and its author sees the outcome of each', async () => {
    const [admin, member, post] = await Promise.all([createUser({ role: 'admin' }), createUser(), createPost()])
    const kept = await createComment(post, member, 'pending')
    const dropped = await createComment(post, member, 'approved')

    expect((await moderate([kept], 'approved', admin)).status).toBe(200)
    expect((await moderate([dropped], 'rejected', admin)).status).toBe(200)
    expect(await onThePost(post.slug)).toEqual([kept.id])
    // The member's dashboard (CommentStatusBadge: "Published" / "Not approved") reads these.
    const own = await listUserComments(payload, member)
    expect(own.map((c) => [c.id, c.status])).toEqual([
      [dropped.id, 'rejected'],
      [kept.id, 'approved'],
    ])
  })
})
