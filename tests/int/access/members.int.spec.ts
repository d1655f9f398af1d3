import { describe, expect, it } from 'vitest'

import { createComment, createPost, createUser, testPayload, unique } from '../../factories'

describe('a member and their account', () => {
  it('reads their own account but not another member’s', async () => {
    const payload = await testPayload()
    const [alice, bob] = await Promise.all([createUser(), createUser()])

    const own = await payload.findByID({ collection: 'users', id: alice.id, user: alice, overrideAccess: false })
    expect(own.email).toBe(alice.email)

    await expect(
      payload.findByID({ collection: 'users', id: bob.id, user: alice, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 404 })

    const listed = await payload.find({ collection: 'users', user: alice, overrideAccess: false, limit: 100 })
    expect(listed.docs.map((u) => u.id)).toEqual([alice.id])
  })

  it('cannot change another member’s account', async () => {
    const payload = await testPayload()
    const [alice, bob] = await Promise.all([createUser(), createUser()])
    await expect(
      payload.update({ collection: 'users', id: bob.id, data: { firstName: 'Hacked' }, user: alice, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    const unchanged = await payload.findByID({ collection: 'users', id: bob.id })
    expect(unchanged.firstName).toBe('Test')
  })

  it('cannot make themselves an admin', async () => {
    const payload = await testPayload()
    const alice = await createUser()
    const updated = await payload.update({
      collection: 'users',
      id: alice.id,
      data: { role: 'admin', firstName: 'Alice' },
      user: alice,
      overrideAccess: false,
    })
    expect(updated.firstName).toBe('Alice')
    const stored = await payload.findByID({ collection: 'users', id: alice.id })
    expect(stored.role).toBe('member')
  })

  it('cannot create accounts through the CMS API (registration makes members elsewhere)', async () => {
    const payload = await testPayload()
    const alice = await createUser()
    await expect(
      payload.create({
        collection: 'users',
        data: { email: `${unique('x')}@example.test`, password: 'a-long-test-password', role: 'admin' },
        user: alice,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('cannot open the admin panel; an admin can', async () => {
    const payload = await testPayload()
    const [member, admin] = await Promise.all([createUser(), createUser({ role: 'admin' })])
    const canEnter = payload.collections.users.config.access.admin!
    expect(await canEnter({ req: { user: member } } as never)).toBe(false)
    expect(await canEnter({ req: { user: admin } } as never)).toBe(true)
  })
})

describe('favorites', () => {
  it('a member sees only their own favorites', async () => {
    const payload = await testPayload()
    const [alice, bob, post] = await Promise.all([createUser(), createUser(), createPost()])
    await payload.create({ collection: 'favorites', data: { user: alice.id, post: post.id } })
    const bobs = await payload.create({ collection: 'favorites', data: { user: bob.id, post: post.id } })

    const seen = await payload.find({ collection: 'favorites', user: alice, overrideAccess: false, depth: 0 })
    expect(seen.docs.length).toBeGreaterThan(0)
    expect(seen.docs.every((f) => f.user === alice.id)).toBe(true)
    expect(seen.docs.map((f) => f.id)).not.toContain(bobs.id)

    await expect(
      payload.findByID({ collection: 'favorites', id: bobs.id, user: alice, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('a member cannot remove another member’s favorite', async () => {
    const payload = await testPayload()
    const [alice, bob, post] = await Promise.all([createUser(), createUser(), createPost()])
    const bobs = await payload.create({ collection: 'favorites', data: { user: bob.id, post: post.id } })
    await expect(
      payload.delete({ collection: 'favorites', id: bobs.id, user: alice, overrideAccess: false }),
    ).rejects.toBeTruthy()
    expect(await payload.findByID({ collection: 'favorites', id: bobs.id })).toMatchObject({ id: bobs.id })
  })

  it('a favorite is always saved for the member making it, once per post', async () => {
    const payload = await testPayload()
    const [alice, bob, post] = await Promise.all([createUser(), createUser(), createPost()])
    const fav = await payload.create({
      collection: 'favorites',
      data: { user: bob.id, post: post.id },
      user: alice,
      overrideAccess: false,
      depth: 0,
    })
    expect(fav.user).toBe(alice.id)
    await expect(
      payload.create({ collection: 'favorites', data: { user: alice.id, post: post.id }, user: alice, overrideAccess: false }),
    ).rejects.toBeTruthy()
  })
})

describe('comments', () => {
  it('a member reads approved comments and their own pending ones, not others’ pending ones', async () => {
    const payload = await testPayload()
    const [alice, bob, post] = await Promise.all([createUser(), createUser(), createPost()])
    const [approved, alicesPending, bobsPending] = await Promise.all([
      createComment(post, bob, 'approved'),
      createComment(post, alice, 'pending'),
      createComment(post, bob, 'pending'),
    ])
    const seen = await payload.find({
      collection: 'comments',
      where: { post: { equals: post.id } },
      user: alice,
      overrideAccess: false,
      depth: 0,
    })
    const ids = seen.docs.map((c) => c.id)
    expect(ids).toContain(approved.id)
    expect(ids).toContain(alicesPending.id)
    expect(ids).not.toContain(bobsPending.id)
  })

  it('a member’s new comment is pending and theirs, whatever they send', async () => {
    const payload = await testPayload()
    const [alice, bob, post] = await Promise.all([createUser(), createUser(), createPost()])
    const comment = await payload.create({
      collection: 'comments',
      data: { post: post.id, author: bob.id, content: '  Thank you for this.  ', status: 'approved' },
      user: alice,
      overrideAccess: false,
      depth: 0,
    })
    expect(comment.status).toBe('pending')
    expect(comment.author).toBe(alice.id)
    expect(comment.content).toBe('Thank you for this.')
  })

  it('a member cannot approve a comment, even their own', async () => {
    const payload = await testPayload()
    const [alice, post] = await Promise.all([createUser(), createPost()])
    const comment = await createComment(post, alice, 'pending')
    await expect(
      payload.update({ collection: 'comments', id: comment.id, data: { status: 'approved' }, user: alice, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    expect((await payload.findByID({ collection: 'comments', id: comment.id })).status).toBe('pending')
  })

  it('a member may delete their own comment but not another member’s', async () => {
    const payload = await testPayload()
    const [alice, bob, post] = await Promise.all([createUser(), createUser(), createPost()])
    const [own, others] = await Promise.all([createComment(post, alice, 'approved'), createComment(post, bob, 'approved')])
    await payload.delete({ collection: 'comments', id: own.id, user: alice, overrideAccess: false })
    await expect(
      payload.delete({ collection: 'comments', id: others.id, user: alice, overrideAccess: false }),
    ).rejects.toBeTruthy()
    expect(await payload.findByID({ collection: 'comments', id: others.id })).toMatchObject({ id: others.id })
  })

  it('rejects empty and over-long comments', async () => {
    const payload = await testPayload()
    const [alice, post] = await Promise.all([createUser(), createPost()])
    for (const content of ['   ', 'x'.repeat(2001)]) {
      await expect(
        payload.create({
          collection: 'comments',
          // No author on purpose: the collection fills it from the signed-in member.
          data: { post: post.id, content } as never,
          user: alice,
          overrideAccess: false,
        }),
      ).rejects.toMatchObject({ status: 400 })
    }
  })

  it('an admin moderates comments', async () => {
    const payload = await testPayload()
    const [admin, alice, post] = await Promise.all([createUser({ role: 'admin' }), createUser(), createPost()])
    const comment = await createComment(post, alice, 'pending')
    const approved = await payload.update({
      collection: 'comments',
      id: comment.id,
      data: { status: 'approved' },
      user: admin,
      overrideAccess: false,
    })
    expect(approved.status).toBe('approved')
  })
})
