import { describe, expect, it } from 'vitest'

import { GET as listComments, POST as postComment } from '@/app/(frontend)/api/comments/[slug]/route'
import { GET as myComments } from '@/app/(frontend)/api/comments/user/route'
import { commentShape, userCommentShape } from '@/lib/openapi/shapes'
import { call, sessionCookie } from '../../api'
import { createComment, createPost, createUser, testPayload, unique } from '../../factories'
import { unpublishPost } from '../../factories/community'

const at = (slug: string) => `/api/comments/${slug}`
/** What a browser sends with a same-site GET (no Origin): Payload then accepts the session cookie. */
const browser = { 'sec-fetch-site': 'same-origin' }

const storedComment = async (id: number) => (await testPayload()).findByID({ collection: 'comments', id, depth: 0 })

describe('GET /api/comments/{slug}', () => {
  it('lists approved comments only, oldest first, as {id, authorName, content, createdAt, byAuthor, replies}', async () => {
    const [grace, bob, post] = await Promise.all([
      createUser({ firstName: 'Grace', lastName: 'hopewell' }),
      createUser(),
      createPost(),
    ])
    const first = await createComment(post, grace, 'approved')
    const pending = await createComment(post, bob, 'pending')
    const rejected = await createComment(post, bob, 'rejected')
    const second = await createComment(post, bob, 'approved')

    const res = await call(listComments, at(post.slug), { params: { slug: post.slug } })
    expect(res.status).toBe(200)
    expect(res.json).toEqual([
      { id: first.id, authorName: 'Grace H.', content: first.content, createdAt: first.createdAt, byAuthor: false, replies: [] },
      { id: second.id, authorName: 'Test M.', content: second.content, createdAt: second.createdAt, byAuthor: false, replies: [] },
    ])
    for (const comment of res.json) commentShape.strict().parse(comment)
    expect(res.text).not.toContain(pending.content)
    expect(res.text).not.toContain(rejected.content)
    // Never an e-mail address or a full last name.
    expect(res.text).not.toContain('@')
    expect(res.text).not.toContain('hopewell')
  })

  it('names authors by first name and last initial, or as "Member" without names', async () => {
    const [firstOnly, lastOnly, nameless, post] = await Promise.all([
      createUser({ firstName: 'Ruth', lastName: '' }),
      createUser({ firstName: '', lastName: 'boaz' }),
      createUser({ firstName: null, lastName: null }),
      createPost(),
    ])
    await createComment(post, firstOnly, 'approved')
    await createComment(post, lastOnly, 'approved')
    await createComment(post, nameless, 'approved')
    const res = await call(listComments, at(post.slug), { params: { slug: post.slug } })
    expect(res.json.map((c: { authorName: string }) => c.authorName)).toEqual(['Ruth', 'B.', 'Member'])
  })

  it('shows only approved comments even to their signed-in author', async () => {
    const [alice, post] = await Promise.all([createUser(), createPost()])
    await createComment(post, alice, 'pending')
    const res = await call(listComments, at(post.slug), { params: { slug: post.slug }, as: alice, headers: browser })
    expect(res.json).toEqual([])
  })

  it('is an empty list for a post without approved comments', async () => {
    const post = await createPost()
    const res = await call(listComments, at(post.slug), { params: { slug: post.slug } })
    expect(res.status).toBe(200)
    expect(res.json).toEqual([])
  })

  it('answers 404 for unknown, draft and malformed slugs', async () => {
    const draft = await createPost({ status: 'draft' })
    for (const slug of ['no-such-post-anywhere', draft.slug, '', 'x'.repeat(5000), "'; DROP TABLE posts; --", '%00']) {
      const res = await call(listComments, at('x'), { params: { slug } })
      expect(res.status, slug).toBe(404)
      expect(res.json).toEqual({ message: 'Post not found' })
    }
  })
})

describe('POST /api/comments/{slug}', () => {
  it('stores a pending comment, trimmed, and answers 201 with it', async () => {
    const [alice, post] = await Promise.all([createUser({ firstName: 'Alice', lastName: 'Walker' }), createPost()])
    const content = unique('Thank you for this reminder')
    const res = await call(postComment, at(post.slug), {
      method: 'POST',
      params: { slug: post.slug },
      as: alice,
      body: { content: `  ${content}\n ` },
    })
    expect(res.status).toBe(201)
    expect(res.json).toEqual({ id: expect.any(Number), authorName: 'Alice W.', content, createdAt: expect.any(String), status: 'pending', parentId: null })
    expect(await storedComment(res.json.id)).toMatchObject({ post: post.id, author: alice.id, content, status: 'pending' })

    // Held for moderation: not public yet.
    const listed = await call(listComments, at(post.slug), { params: { slug: post.slug } })
    expect(listed.json).toEqual([])
  })

  it('ignores a status or author in the body: always pending, always the member’s own', async () => {
    const [alice, bob, post] = await Promise.all([createUser(), createUser(), createPost()])
    const res = await call(postComment, at(post.slug), {
      method: 'POST',
      params: { slug: post.slug },
      as: alice,
      body: { content: 'A comment that tries to approve itself.', status: 'approved', author: bob.id, post: 1 },
    })
    expect(res.status).toBe(201)
    expect(await storedComment(res.json.id)).toMatchObject({ post: post.id, author: alice.id, status: 'pending' })
  })

  it('accepts 2,000 characters after trimming and refuses 2,001', async () => {
    const [alice, post] = await Promise.all([createUser(), createPost()])
    const cookie = await sessionCookie(alice)
    const send = (content: string) => call(postComment, at(post.slug), { method: 'POST', params: { slug: post.slug }, cookie, body: { content } })
    const longest = await send(`   ${'y'.repeat(2000)}   `)
    expect(longest.status).toBe(201)
    expect(longest.json.content).toHaveLength(2000)
    const tooLong = await send('y'.repeat(2001))
    expect(tooLong.status).toBe(400)
    expect(tooLong.json).toEqual({ message: expect.any(String), errors: { content: 'Comment must be at most 2,000 characters.' } })
  })

  it('refuses empty, missing and mistyped content with a field message, and bad bodies', async () => {
    const [alice, post] = await Promise.all([createUser(), createPost()])
    const cookie = await sessionCookie(alice)
    const send = (options: { body?: unknown; rawBody?: string }) =>
      call(postComment, at(post.slug), { method: 'POST', params: { slug: post.slug }, cookie, ...options })
    for (const body of [{ content: '' }, { content: ' \n\t ' }, {}, { content: null }, { content: 42 }, { content: ['a'] }]) {
      const res = await send({ body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.json.errors).toEqual({ content: 'Comment cannot be empty.' })
    }
    const list = await send({ body: [{ content: 'An array instead of an object.' }] })
    expect(list.status).toBe(400)
    const malformed = await send({ rawBody: '{"content": "unfinished' })
    expect(malformed.status).toBe(400)
    expect(malformed.json.message).toBe('Malformed JSON.')
    const huge = await send({ rawBody: JSON.stringify({ content: 'z'.repeat(200 * 1024) }) })
    expect(huge.status).toBe(413)
    const payload = await testPayload()
    expect((await payload.count({ collection: 'comments', where: { author: { equals: alice.id } } })).totalDocs).toBe(0)
  })

  it('answers 401 to anonymous callers, 403 to other sites and 404 for posts that are not published', async () => {
    const [alice, post, draft] = await Promise.all([createUser(), createPost(), createPost({ status: 'draft' })])
    const body = { content: 'A perfectly fine comment.' }
    const anonymous = await call(postComment, at(post.slug), { method: 'POST', params: { slug: post.slug }, body })
    expect(anonymous.status).toBe(401)
    expect(anonymous.json).toEqual({ message: expect.any(String) })

    const cookie = await sessionCookie(alice)
    const crossSite = await call(postComment, at(post.slug), {
      method: 'POST',
      params: { slug: post.slug },
      cookie,
      body,
      origin: 'https://evil.example',
    })
    expect(crossSite.status).toBe(403)

    for (const slug of ['no-such-post-anywhere', draft.slug, 'x'.repeat(5000)]) {
      const res = await call(postComment, at('x'), { method: 'POST', params: { slug }, cookie, body })
      expect(res.status, slug).toBe(404)
      expect(res.json).toEqual({ message: 'Post not found' })
    }
    const payload = await testPayload()
    expect((await payload.count({ collection: 'comments', where: { author: { equals: alice.id } } })).totalDocs).toBe(0)
  })
})

describe('GET /api/comments/user', () => {
  it('lists the member’s own comments, newest first, with status and post', async () => {
    const [alice, bob, first, second] = await Promise.all([createUser(), createUser(), createPost(), createPost()])
    const approved = await createComment(first, alice, 'approved')
    const rejected = await createComment(first, alice, 'rejected')
    const pending = await createComment(second, alice, 'pending')
    await createComment(second, bob, 'approved')

    const res = await call(myComments, '/api/comments/user', { as: alice, headers: browser })
    expect(res.status).toBe(200)
    expect(res.json).toEqual([
      { id: pending.id, content: pending.content, createdAt: pending.createdAt, status: 'pending', post: { title: second.title, slug: second.slug } },
      { id: rejected.id, content: rejected.content, createdAt: rejected.createdAt, status: 'rejected', post: { title: first.title, slug: first.slug } },
      { id: approved.id, content: approved.content, createdAt: approved.createdAt, status: 'approved', post: { title: first.title, slug: first.slug } },
    ])
    for (const comment of res.json) userCommentShape.parse(comment)
  })

  it('leaves out comments on posts that are no longer published', async () => {
    const [alice, kept, withdrawn] = await Promise.all([createUser(), createPost(), createPost()])
    const visible = await createComment(kept, alice, 'approved')
    await createComment(withdrawn, alice, 'approved')
    await unpublishPost(withdrawn)
    const res = await call(myComments, '/api/comments/user', { as: alice, headers: browser })
    expect(res.json.map((c: { id: number }) => c.id)).toEqual([visible.id])
  })

  it('is empty for a member without comments, and 401 anonymous', async () => {
    const alice = await createUser()
    const res = await call(myComments, '/api/comments/user', { as: alice, headers: browser })
    expect(res.status).toBe(200)
    expect(res.json).toEqual([])
    const anonymous = await call(myComments, '/api/comments/user')
    expect(anonymous.status).toBe(401)
  })
})

describe('one member and another member’s comments', () => {
  it('a member sees neither another member’s pending comments nor their list', async () => {
    const [alice, bob, post] = await Promise.all([createUser(), createUser(), createPost()])
    const posted = await call(postComment, at(post.slug), {
      method: 'POST',
      params: { slug: post.slug },
      as: alice,
      body: { content: unique('Alice is waiting for moderation') },
    })
    expect(posted.status).toBe(201)

    const bobsList = await call(myComments, '/api/comments/user', { as: bob, headers: browser })
    expect(bobsList.json).toEqual([])
    const publicList = await call(listComments, at(post.slug), { params: { slug: post.slug }, as: bob, headers: browser })
    expect(publicList.text).not.toContain(posted.json.content)
  })

  it('the Local API applies the same rule to a member: no reading or deleting another’s pending comment', async () => {
    const payload = await testPayload()
    const [alice, bob, post] = await Promise.all([createUser(), createUser(), createPost()])
    const alices = await createComment(post, alice, 'pending')
    await expect(payload.findByID({ collection: 'comments', id: alices.id, user: bob, overrideAccess: false })).rejects.toMatchObject({
      status: 404,
    })
    await expect(payload.delete({ collection: 'comments', id: alices.id, user: bob, overrideAccess: false })).rejects.toBeTruthy()
    expect(await storedComment(alices.id)).toMatchObject({ id: alices.id })
  })
})
