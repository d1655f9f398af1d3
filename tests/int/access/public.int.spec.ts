import type { CollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import { createComment, createPost, createUser, testPayload, unique } from '../../factories'

const asVisitor = { overrideAccess: false, user: null } as const

describe('what an anonymous reader can see', () => {
  it('never a draft post, only published ones', async () => {
    const payload = await testPayload()
    const [draft, live] = await Promise.all([createPost({ status: 'draft' }), createPost()])
    const { docs } = await payload.find({
      collection: 'posts',
      where: { id: { in: [draft.id, live.id] } },
      ...asVisitor,
    })
    expect(docs.map((d) => d.id)).toEqual([live.id])
    await expect(payload.findByID({ collection: 'posts', id: draft.id, ...asVisitor })).rejects.toMatchObject({
      status: 404,
    })
  })

  it('not the unpublished draft of a published post', async () => {
    const payload = await testPayload()
    const post = await createPost({ title: unique('Published title') })
    await payload.update({ collection: 'posts', id: post.id, data: { title: 'Secret draft title' }, draft: true })
    const seen = await payload.findByID({ collection: 'posts', id: post.id, draft: true, ...asVisitor })
    expect(seen.title).toBe(post.title)
  })

  it('never a pending or rejected comment', async () => {
    const payload = await testPayload()
    const [alice, post] = await Promise.all([createUser(), createPost()])
    const [approved] = await Promise.all([
      createComment(post, alice, 'approved'),
      createComment(post, alice, 'pending'),
      createComment(post, alice, 'rejected'),
    ])
    const { docs } = await payload.find({ collection: 'comments', where: { post: { equals: post.id } }, ...asVisitor })
    expect(docs.map((d) => d.id)).toEqual([approved.id])
  })

  it.each<CollectionSlug>([
    'contact-messages',
    'music-suggestions',
    'media-submissions',
    'book-suggestions',
    'newsletter-subscribers',
  ])('nothing from %s, which only admins read', async (collection) => {
    const payload = await testPayload()
    const member = await createUser()
    for (const user of [null, member]) {
      await expect(payload.find({ collection, overrideAccess: false, user })).rejects.toMatchObject({ status: 403 })
    }
  })

  it('no user accounts at all', async () => {
    const payload = await testPayload()
    await createUser()
    await expect(payload.find({ collection: 'users', ...asVisitor })).rejects.toMatchObject({ status: 403 })
  })

  it('cannot write content', async () => {
    const payload = await testPayload()
    const member = await createUser()
    for (const user of [null, member]) {
      await expect(
        payload.create({ collection: 'categories', data: { name: unique('Nope'), slug: unique('nope') }, overrideAccess: false, user }),
      ).rejects.toMatchObject({ status: 403 })
    }
  })
})
