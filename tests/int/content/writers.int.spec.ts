import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPostWriter, getSiteWriter, getWriterPage } from '@/collections/authors/data'
import { getPostBySlug } from '@/collections/posts/data'
import { onContentChange } from '@/lib/cache/revalidate'
import { POSTS_PER_PAGE } from '@/lib/constants'
import { listSitemapEntries } from '@/lib/data/sitemap'
import { absoluteUrl } from '@/lib/seo/urls'
import { slugify } from '@/fields/slug'
import type { Author, User } from '@/payload-types'
import { createLyricsAnalysis, createUpload, datesFrom, deleteUpload } from '../../factories/content'
import { createPost, createUser, testPayload, unique } from '../../factories'
import { rest } from '../cms/rest'

let payload: Payload
let editor: User
let member: User
let editorProfile: Author

const dated = datesFrom(3200)

const createProfile = async (data: Partial<Author> = {}): Promise<Author> => {
  const name = unique('Writer')
  return payload.create({ collection: 'authors', data: { name, slug: slugify(name), bio: `The bio of ${name}.`, ...data } })
}

beforeAll(async () => {
  payload = await testPayload()
  ;[editor, member] = await Promise.all([createUser({ role: 'editor' }), createUser()])
  editorProfile = await createProfile({ account: editor.id })
})

describe('a staff account’s public profile', () => {
  it('shows anonymous readers and members the profile’s public fields, never the account it belongs to', async () => {
    for (const user of [undefined, member]) {
      const read = await payload.findByID({ collection: 'authors', id: editorProfile.id, depth: 2, user, overrideAccess: false })
      expect(read).toMatchObject({ name: editorProfile.name, slug: editorProfile.slug, bio: editorProfile.bio })
      expect(read).not.toHaveProperty('account')
      expect(JSON.stringify(read)).not.toContain(editor.email)
    }
    // The staff see the link, to manage it.
    expect((await payload.findByID({ collection: 'authors', id: editorProfile.id, depth: 0, user: editor, overrideAccess: false })).account).toBe(editor.id)
  })

  it('keeps the account itself closed to anonymous readers and other members', async () => {
    for (const user of [undefined, member]) {
      await expect(payload.findByID({ collection: 'users', id: editor.id, user, overrideAccess: false })).rejects.toThrow()
    }
    // Payload's REST API is the staff's: outsiders reach neither profiles nor accounts through it.
    for (const as of [null, member]) {
      for (const path of [`/users/${editor.id}`, `/authors/${editorProfile.id}?depth=2`, `/authors?where[account][equals]=${editor.id}`]) {
        const res = await rest('GET', path, { as })
        expect(res.status).toBeGreaterThanOrEqual(400)
        expect(res.text).not.toContain(editor.email)
      }
    }
  })

  it('does not let anyone outside the staff find a profile by its account', async () => {
    const found = await payload
      .find({ collection: 'authors', where: { account: { equals: editor.id } }, overrideAccess: false, user: member })
      .then((result) => result.docs.map((doc) => doc.slug))
      .catch(() => [])
    expect(found).not.toContain(editorProfile.slug)
  })

  it('does not let an editor learn another account’s address through the profile it belongs to', async () => {
    const admin = await createUser({ role: 'admin' })
    const profile = await createProfile({ account: admin.id })
    const probe = await rest('GET', `/authors?where[account.email][equals]=${encodeURIComponent(admin.email)}&depth=0`, { as: editor })
    expect(probe.json?.docs?.map((doc: Author) => doc.id) ?? []).not.toContain(profile.id)
    const populated = await rest('GET', `/authors/${profile.id}?depth=2`, { as: editor })
    expect(populated.text).not.toContain(admin.email)
    // A profile of an admin would sign other files' unnamed posts: not left behind.
    await payload.delete({ collection: 'authors', id: profile.id })
  })

  it('only lets the creator link a profile to an account', async () => {
    const profile = await createProfile()
    await rest('PATCH', `/authors/${profile.id}`, { as: editor, body: { account: editor.id } })
    expect((await payload.findByID({ collection: 'authors', id: profile.id, depth: 0 })).account ?? null).toBeNull()
  })

  it('credits a new post to the profile of the staff member who starts it, unless another writer is chosen', async () => {
    const started = await createPost()
    const category = typeof started.category === 'object' ? started.category.id : started.category
    const asEditor = await payload.create({
      collection: 'posts',
      user: editor,
      draft: true,
      data: { title: unique('Started by an editor'), summary: 'A summary.', content: started.content, category, _status: 'draft' },
    })
    expect(asEditor.author && typeof asEditor.author === 'object' ? asEditor.author.id : asEditor.author).toBe(editorProfile.id)

    const guest = await createProfile()
    const chosen = await payload.create({
      collection: 'posts',
      user: editor,
      draft: true,
      data: { title: unique('A guest post'), summary: 'A summary.', content: started.content, category, author: guest.id, _status: 'draft' },
    })
    expect(chosen.author && typeof chosen.author === 'object' ? chosen.author.id : chosen.author).toBe(guest.id)
  })
})

describe('who signs a post', () => {
  let creatorProfile: Author
  let photo: Awaited<ReturnType<typeof createUpload>>

  beforeAll(async () => {
    // The creator: the test database's first admin account.
    const [creator] = (await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, sort: ['createdAt', 'id'], limit: 1, depth: 0 })).docs
    photo = await createUpload()
    creatorProfile = await createProfile({ account: creator.id, photo: photo.id })
  })

  afterAll(async () => {
    await payload.delete({ collection: 'authors', id: creatorProfile.id })
    await deleteUpload(photo)
  })

  it('is the writer the post names, else the creator’s profile (the site’s own writer)', async () => {
    const named = await createPost({ author: editorProfile.id })
    const unnamed = await createPost()
    const namedDetail = (await getPostBySlug(payload, named.slug))!
    const unnamedDetail = (await getPostBySlug(payload, unnamed.slug))!
    expect(namedDetail.authorSlug).toBe(editorProfile.slug)
    expect(unnamedDetail.authorSlug).toBeNull()

    expect(await getPostWriter(payload, namedDetail.authorSlug)).toMatchObject({ name: editorProfile.name, bio: editorProfile.bio })
    const site = await getPostWriter(payload, unnamedDetail.authorSlug)
    expect(site).toMatchObject({ name: creatorProfile.name, slug: creatorProfile.slug })
    expect(site?.photo?.url).toMatch(/^\//)
    expect(await getSiteWriter(payload)).toEqual(site)
  })

  it('lists on the creator’s page the posts that name no writer and the analyses, newest first', async () => {
    const unnamed = await createPost({ publishedAt: dated() })
    const analysis = await createLyricsAnalysis({ publishedAt: dated() })
    const page = (await getWriterPage(payload, creatorProfile.slug))!
    const first = page.items.slice(0, 2).map((w) => [w.kind, w.slug])
    expect(first).toEqual([
      ['lyrics-analysis', analysis.slug],
      ['post', unnamed.slug],
    ])
    expect(page.items.find((w) => w.slug === unnamed.slug)?.path).toBe(`/blog/${unnamed.slug}`)
  })
})

describe('the site’s own writer follows the roles', () => {
  it('refreshes the cached pages when an account’s role changes or a staff account is removed, not for a member’s own edits', async () => {
    let refreshes = 0
    onContentChange(() => refreshes++)
    const someone = await createUser()
    await payload.update({ collection: 'users', id: someone.id, data: { firstName: 'Renamed' } })
    expect(refreshes).toBe(0)
    await payload.update({ collection: 'users', id: someone.id, data: { role: 'admin' } })
    expect(refreshes).toBe(1)
    await payload.delete({ collection: 'users', id: someone.id })
    expect(refreshes).toBe(2)
  })
})

describe('a writer’s page', () => {
  it('lists their published posts only, newest first, a page at a time', async () => {
    const writer = await createProfile()
    const posts = []
    for (let i = 0; i < POSTS_PER_PAGE + 1; i++) posts.push(await createPost({ author: writer.id, publishedAt: dated() }))
    await createPost({ author: writer.id, publishedAt: dated(), status: 'draft' })
    await createPost({ author: editorProfile.id, publishedAt: dated() })

    const first = (await getWriterPage(payload, writer.slug, 1))!
    expect(first.writer).toMatchObject({ name: writer.name, slug: writer.slug, bio: writer.bio })
    expect(first.items.map((w) => w.slug)).toEqual(posts.slice(1).reverse().map((p) => p.slug))
    expect(first).toMatchObject({ currentPage: 1, totalPages: 2 })
    const second = (await getWriterPage(payload, writer.slug, 2))!
    expect(second.items.map((w) => w.slug)).toEqual([posts[0].slug])
    expect(await getWriterPage(payload, writer.slug, 3)).toMatchObject({ items: [], totalPages: 2 })
  })

  it('answers null for an unknown writer, and never carries an account’s fields', async () => {
    expect(await getWriterPage(payload, 'no-such-writer-anywhere')).toBeNull()
    expect(await getWriterPage(payload, 'Not A Slug!')).toBeNull()
    const page = await getWriterPage(payload, editorProfile.slug)
    expect(JSON.stringify(page)).not.toContain(editor.email)
    expect(JSON.stringify(page)).not.toContain('"account"')
  })

  it('is in the sitemap once the writer has a published post', async () => {
    const writer = await createProfile()
    const url = absoluteUrl(`/author/${writer.slug}`)
    expect((await listSitemapEntries(payload)).map((e) => e.path)).not.toContain(`/author/${writer.slug}`)
    await createPost({ author: writer.id })
    expect((await listSitemapEntries(payload)).map((e) => absoluteUrl(e.path))).toContain(url)
  })
})
