import { describe, expect, it } from 'vitest'

import { createComment, createPost, createUser, testPayload } from '../../factories'

/** What belongs to a member or a post goes with it; the creator's deletes in the admin never fail on it. */
describe('rows that belong to a member or a post', () => {
  it('deleting a post removes its favorites and comments', async () => {
    const payload = await testPayload()
    const [post, member] = await Promise.all([createPost(), createUser()])
    await payload.create({ collection: 'favorites', data: { user: member.id, post: post.id } })
    await createComment(post, member, 'approved')

    await payload.delete({ collection: 'posts', id: post.id })
    expect((await payload.count({ collection: 'favorites', where: { post: { equals: post.id } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'comments', where: { post: { equals: post.id } } })).totalDocs).toBe(0)
  })

  it('deleting a member in the admin removes their favorites and keeps their comments without an author', async () => {
    const payload = await testPayload()
    const [post, member] = await Promise.all([createPost(), createUser()])
    await payload.create({ collection: 'favorites', data: { user: member.id, post: post.id } })
    const comment = await createComment(post, member, 'approved')

    await payload.delete({ collection: 'users', id: member.id })
    expect((await payload.count({ collection: 'favorites', where: { user: { equals: member.id } } })).totalDocs).toBe(0)
    const kept = await payload.findByID({ collection: 'comments', id: comment.id, depth: 0 })
    expect(kept.author).toBeNull()
  })
})
