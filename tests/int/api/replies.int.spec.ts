import { describe, expect, it } from 'vitest'

import { GET as listComments, POST as postComment } from '@/app/(frontend)/api/comments/[slug]/route'
import { listApprovedComments, shownCount } from '@/collections/comments/data'
import { commentShape, postedCommentShape } from '@/lib/openapi/shapes'
import { call } from '../../api'
import { createComment, createPost, createUser, testPayload, unique } from '../../factories'
import { createImportedComment, createReply } from '../../factories/replies'
import { rest } from '../cms/rest'

const at = (slug: string) => `/api/comments/${slug}`
const list = async (slug: string) => (await call(listComments, at(slug), { params: { slug } })).json
const stored = async (id: number) => (await testPayload()).findByID({ collection: 'comments', id, depth: 0 })

describe('GET /api/comments/{slug} with replies', () => {
  it('gives each comment its approved replies, oldest first, one level deep, naming whom a reply to a reply answers', async () => {
    const [grace, bob, carol, post] = await Promise.all([
      createUser({ firstName: 'Grace', lastName: 'Hopper' }),
      createUser({ firstName: 'Bob', lastName: 'Stone' }),
      createUser({ firstName: 'Carol', lastName: 'King' }),
      createPost(),
    ])
    const first = await createComment(post, grace, 'approved')
    const bobs = await createReply(first, bob)
    const pending = await createReply(first, carol, 'pending')
    const carols = await createReply(bobs, carol)
    const second = await createComment(post, carol, 'approved')

    const res = await call(listComments, at(post.slug), { params: { slug: post.slug } })
    expect(res.status).toBe(200)
    for (const comment of res.json) commentShape.strict().parse(comment)
    expect(res.json).toEqual([
      {
        id: first.id,
        authorName: 'Grace H.',
        content: first.content,
        createdAt: first.createdAt,
        byAuthor: false,
        replies: [
          { id: bobs.id, authorName: 'Bob S.', content: bobs.content, createdAt: bobs.createdAt, byAuthor: false, replyingTo: null },
          { id: carols.id, authorName: 'Carol K.', content: carols.content, createdAt: carols.createdAt, byAuthor: false, replyingTo: 'Bob S.' },
        ],
      },
      { id: second.id, authorName: 'Carol K.', content: second.content, createdAt: second.createdAt, byAuthor: false, replies: [] },
    ])
    expect(res.text).not.toContain(pending.content)
  })

  it('counts replies with the comments, and hides the replies of a comment that is not shown', async () => {
    const [grace, bob, post] = await Promise.all([createUser(), createUser(), createPost()])
    const shown = await createComment(post, grace, 'approved')
    await createReply(shown, bob)
    await createReply(shown, bob)
    const rejected = await createComment(post, grace, 'rejected')
    const underRejected = await createReply(rejected, bob)

    const comments = (await listApprovedComments(await testPayload(), post.slug))!
    expect(shownCount(comments)).toBe(3)
    expect(JSON.stringify(comments)).not.toContain(underRejected.content)
  })

  it('shows comments an import brought with a parent as replies, under the thread’s first comment', async () => {
    const post = await createPost()
    const first = await createImportedComment(post, 'Anna from the old site')
    const answer = await createImportedComment(post, 'Ben', first)
    const deeper = await createImportedComment(post, 'Anna from the old site', answer)
    const [thread] = await list(post.slug)
    expect(thread).toMatchObject({ id: first.id, authorName: 'Anna from the old site' })
    expect(thread.replies).toEqual([
      expect.objectContaining({ id: answer.id, authorName: 'Ben', replyingTo: null }),
      expect.objectContaining({ id: deeper.id, authorName: 'Anna from the old site', replyingTo: 'Ben' }),
    ])
  })
})

describe('POST /api/comments/{slug} with parentId', () => {
  it('stores a pending reply to an approved comment, shown in its thread once approved', async () => {
    const [grace, bob, post] = await Promise.all([createUser(), createUser({ firstName: 'Bob', lastName: 'Stone' }), createPost()])
    const first = await createComment(post, grace, 'approved')
    const content = unique('I was thinking the same')
    const res = await call(postComment, at(post.slug), { method: 'POST', params: { slug: post.slug }, as: bob, body: { content, parentId: first.id } })
    expect(res.status).toBe(201)
    postedCommentShape.strict().parse(res.json)
    expect(res.json).toMatchObject({ authorName: 'Bob S.', content, status: 'pending', parentId: first.id })
    expect(await stored(res.json.id)).toMatchObject({ post: post.id, author: bob.id, parent: first.id, status: 'pending', authorReply: false })
    expect((await list(post.slug))[0].replies).toEqual([])

    await (await testPayload()).update({ collection: 'comments', id: res.json.id, data: { status: 'approved' } })
    expect((await list(post.slug))[0].replies).toEqual([expect.objectContaining({ id: res.json.id, content })])
  })

  it('refuses a parent that is not an approved comment on the same post, with a field message', async () => {
    const [grace, bob, post, other] = await Promise.all([createUser(), createUser(), createPost(), createPost()])
    const pending = await createComment(post, grace, 'pending')
    const rejected = await createComment(post, grace, 'rejected')
    const elsewhere = await createComment(other, grace, 'approved')
    const send = (parentId: unknown) =>
      call(postComment, at(post.slug), { method: 'POST', params: { slug: post.slug }, as: bob, body: { content: unique('A reply'), parentId } })

    for (const parentId of [pending.id, rejected.id, elsewhere.id, 2_000_000_000]) {
      const res = await send(parentId)
      expect(res.status, String(parentId)).toBe(400)
      expect(res.json.errors).toEqual({ parentId: 'You can only reply to a comment shown on this post.' })
    }
    for (const parentId of ['12', 1.5, -3, 0, { id: 1 }, 1e12]) {
      const res = await send(parentId)
      expect(res.status, JSON.stringify(parentId)).toBe(400)
      expect(res.json.errors).toEqual({ parentId: 'Choose a comment to reply to.' })
    }
    const payload = await testPayload()
    expect((await payload.count({ collection: 'comments', where: { author: { equals: bob.id } } })).totalDocs).toBe(0)
  })

  it('takes the same words as replies to two comments, but not twice in one place', async () => {
    const [grace, bob, post] = await Promise.all([createUser(), createUser(), createPost()])
    const [one, two] = [await createComment(post, grace, 'approved'), await createComment(post, grace, 'approved')]
    const send = (parentId?: number) => call(postComment, at(post.slug), { method: 'POST', params: { slug: post.slug }, as: bob, body: { content: 'Amen!', parentId } })
    expect((await send(one.id)).status).toBe(201)
    expect((await send(two.id)).status).toBe(201)
    expect((await send()).status).toBe(201)
    expect((await send(one.id)).status).toBe(400)
  })
})

describe("the author's reply from the admin", () => {
  it('is approved on save, marked as the author’s, on the post of the comment it answers', async () => {
    const [creator, grace, post] = await Promise.all([createUser({ role: 'admin', firstName: 'Ruth', lastName: 'Writer' }), createUser(), createPost()])
    const first = await createComment(post, grace, 'approved')
    const content = unique('Thank you for reading')
    const res = await rest('POST', '/comments', { as: creator, body: { parent: first.id, content } })
    expect(res.status, res.text).toBe(201)
    expect(await stored(res.json.doc.id)).toMatchObject({ post: post.id, parent: first.id, author: creator.id, status: 'approved', authorReply: true })
    expect((await list(post.slug))[0].replies).toEqual([expect.objectContaining({ authorName: 'Ruth W.', content, byAuthor: true, replyingTo: null })])
  })

  it('an editor’s reply is the author’s too; a reply naming another post’s comment is refused', async () => {
    const [editor, grace, post, other] = await Promise.all([createUser({ role: 'editor' }), createUser(), createPost(), createPost()])
    const first = await createComment(post, grace, 'approved')
    const ok = await rest('POST', '/comments', { as: editor, body: { parent: first.id, content: unique('From the editor') } })
    expect(ok.status, ok.text).toBe(201)
    expect(await stored(ok.json.doc.id)).toMatchObject({ author: editor.id, status: 'approved', authorReply: true })

    const wrong = await rest('POST', '/comments', { as: editor, body: { post: other.id, parent: first.id, content: unique('Misplaced') } })
    expect(wrong.status).toBe(400)
    expect(wrong.text).toContain('A reply must answer a comment on the same post.')
  })

  it('a member can neither reply through the CMS API nor mark a comment as the author’s', async () => {
    const [member, grace, post] = await Promise.all([createUser(), createUser(), createPost()])
    const first = await createComment(post, grace, 'approved')
    const res = await rest('POST', '/comments', { as: member, body: { parent: first.id, content: unique('Sneaky'), authorReply: true, status: 'approved' } })
    expect(res.status).toBe(403)
    const viaSite = await call(postComment, at(post.slug), {
      method: 'POST',
      params: { slug: post.slug },
      as: member,
      body: { content: unique('Also sneaky'), parentId: first.id, authorReply: true },
    })
    expect(viaSite.status).toBe(201)
    expect(await stored(viaSite.json.id)).toMatchObject({ authorReply: false, status: 'pending' })
  })
})
