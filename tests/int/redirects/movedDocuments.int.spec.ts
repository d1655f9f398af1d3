/**
 * Links never break: a published document that moves leaves a redirect behind, drafts move
 * nothing, renaming back never loops, chains are flattened, and a redirect to a document that
 * has no page any more stops redirecting. Checked in the collection and in the table the HTTP
 * server builds from the same rows.
 */
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { createCategory, createPost, testPayload, unique } from '../../factories'
import { createOrganization } from '../../factories/content'
import { slugify } from '@/fields/slug'
import { redirectRows } from '@/lib/db/redirectsListener'
import { buildRedirectTable, redirectFor } from '@/lib/redirects/table'
import type { Redirect } from '@/payload-types'

const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
afterAll(() => db.end())

/** Where the server would send a reader asking for `path` now (null: it lets the site answer). */
const served = async (path: string) => {
  return redirectFor(buildRedirectTable(await redirectRows(db)), 'GET', path)
}

const redirectFrom = async (from: string): Promise<Redirect | undefined> => {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 0 })
  return docs[0]
}

const newSlug = (name: string) => slugify(unique(name))

const publishSlug = async (collection: 'posts' | 'organizations', id: number, slug: string) => {
  const payload = await testPayload()
  return payload.update({ collection, id, data: { slug, _status: 'published' } as never })
}

describe('publishing a new slug', () => {
  it('leaves the old address answering with the document’s new one', async () => {
    const post = await createPost()
    const renamed = newSlug('renamed')
    await publishSlug('posts', post.id, renamed)

    const redirect = await redirectFrom(`/blog/${post.slug}`)
    expect(redirect?.to).toMatchObject({ type: 'reference', reference: { relationTo: 'posts', value: post.id } })
    expect(redirect?.destination).toBe(`/blog/${renamed}`)
    expect(await served(`/blog/${post.slug}?utm_source=mail`)).toBe(`/blog/${renamed}?utm_source=mail`)
    expect(await served(`/blog/${renamed}`)).toBeNull()
  })

  it('in every section: an organization moves under /organizations', async () => {
    const organization = await createOrganization()
    const renamed = newSlug('org')
    await publishSlug('organizations', organization.id, renamed)
    expect(await served(`/organizations/${organization.slug}`)).toBe(`/organizations/${renamed}`)
  })

  it('for documents without drafts too: a category’s new address is typed in', async () => {
    const payload = await testPayload()
    const category = await createCategory()
    const renamed = newSlug('category')
    await payload.update({ collection: 'categories', id: category.id, data: { slug: renamed } })
    expect((await redirectFrom(`/category/${category.slug}`))?.to).toMatchObject({ type: 'custom', url: `/category/${renamed}` })
    expect(await served(`/category/${category.slug}`)).toBe(`/category/${renamed}`)
  })

  it('an edit that keeps the slug adds nothing', async () => {
    const payload = await testPayload()
    const post = await createPost()
    await payload.update({ collection: 'posts', id: post.id, data: { title: unique('New title'), _status: 'published' } })
    expect((await payload.find({ collection: 'redirects', where: { destination: { equals: `/blog/${post.slug}` } } })).totalDocs).toBe(0)
  })
})

describe('drafts', () => {
  it('a draft with a new slug changes nothing until it is published', async () => {
    const payload = await testPayload()
    const post = await createPost()
    const renamed = newSlug('draft-rename')
    await payload.update({ collection: 'posts', id: post.id, draft: true, data: { slug: renamed } })
    await payload.update({ collection: 'posts', id: post.id, draft: true, autosave: true, data: { title: unique('Autosaved') } })
    expect(await redirectFrom(`/blog/${post.slug}`)).toBeUndefined()
    expect(await served(`/blog/${post.slug}`)).toBeNull()

    // Publishing the latest draft, as the Publish button and scheduled publishing do.
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' } })
    expect(await served(`/blog/${post.slug}`)).toBe(`/blog/${renamed}`)
  })

  it('a document never published leaves nothing behind when its slug changes', async () => {
    const payload = await testPayload()
    const draft = await createPost({ status: 'draft' })
    const renamed = newSlug('unpublished')
    await payload.update({ collection: 'posts', id: draft.id, draft: true, data: { slug: renamed } })
    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' } })
    expect(await redirectFrom(`/blog/${draft.slug}`)).toBeUndefined()
  })
})

describe('moving again', () => {
  it('renaming back removes the redirect from the restored address: no loop', async () => {
    const post = await createPost()
    const renamed = newSlug('there')
    await publishSlug('posts', post.id, renamed)
    await publishSlug('posts', post.id, post.slug)

    expect(await redirectFrom(`/blog/${post.slug}`)).toBeUndefined()
    expect((await redirectFrom(`/blog/${renamed}`))?.destination).toBe(`/blog/${post.slug}`)
    expect(await served(`/blog/${post.slug}`)).toBeNull()
    expect(await served(`/blog/${renamed}`)).toBe(`/blog/${post.slug}`)
  })

  it('every old address leads to the newest in one hop', async () => {
    const post = await createPost()
    const [second, third] = [newSlug('second'), newSlug('third')]
    await publishSlug('posts', post.id, second)
    await publishSlug('posts', post.id, third)

    for (const old of [post.slug, second]) {
      expect((await redirectFrom(`/blog/${old}`))?.destination, old).toBe(`/blog/${third}`)
      expect(await served(`/blog/${old}`), old).toBe(`/blog/${third}`)
    }
  })

  it('a redirect typed by hand to the old address follows the document too', async () => {
    const payload = await testPayload()
    const post = await createPost()
    const manual = `/old/${newSlug('manual')}`
    await payload.create({ collection: 'redirects', data: { from: manual, to: { type: 'custom', url: `/blog/${post.slug}` } } })
    const renamed = newSlug('followed')
    await publishSlug('posts', post.id, renamed)
    expect((await redirectFrom(manual))?.to?.url).toBe(`/blog/${renamed}`)
    expect(await served(manual)).toBe(`/blog/${renamed}`)
  })

  it('restoring a version with the old slug moves the document back', async () => {
    const payload = await testPayload()
    const post = await createPost()
    const first = await payload.findVersions({ collection: 'posts', where: { parent: { equals: post.id } }, sort: 'createdAt', limit: 1 })
    const renamed = newSlug('before-restore')
    await publishSlug('posts', post.id, renamed)
    await payload.restoreVersion({ collection: 'posts', id: first.docs[0].id })
    expect(await served(`/blog/${post.slug}`)).toBeNull()
    expect(await served(`/blog/${renamed}`)).toBe(`/blog/${post.slug}`)
  })

  it('a new document published at a redirected address takes it over', async () => {
    const post = await createPost()
    await publishSlug('posts', post.id, newSlug('moved-away'))
    expect(await served(`/blog/${post.slug}`)).not.toBeNull()
    await createPost({ title: unique('Newcomer'), slug: post.slug })
    expect(await redirectFrom(`/blog/${post.slug}`)).toBeUndefined()
    expect(await served(`/blog/${post.slug}`)).toBeNull()
  })
})

describe('a document with no page', () => {
  it('unpublished: its redirects rest, and lead to it again once it is republished', async () => {
    const payload = await testPayload()
    const post = await createPost()
    const renamed = newSlug('resting')
    await publishSlug('posts', post.id, renamed)

    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' } })
    expect((await redirectFrom(`/blog/${post.slug}`))?.destination).toBeNull()
    expect(await served(`/blog/${post.slug}`)).toBeNull()

    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' } })
    expect(await served(`/blog/${post.slug}`)).toBe(`/blog/${renamed}`)
  })

  it('deleted: the redirects to it are deleted with it', async () => {
    const payload = await testPayload()
    const post = await createPost()
    const renamed = newSlug('deleted')
    await publishSlug('posts', post.id, renamed)
    const manual = `/old/${newSlug('manual')}`
    await payload.create({ collection: 'redirects', data: { from: manual, to: { type: 'custom', url: `/blog/${renamed}` } } })

    await payload.delete({ collection: 'posts', id: post.id })
    expect(await redirectFrom(`/blog/${post.slug}`)).toBeUndefined()
    expect(await redirectFrom(manual)).toBeUndefined()
    expect(await served(`/blog/${post.slug}`)).toBeNull()
  })

  it('deleted behind Payload’s back: the server stops redirecting all the same', async () => {
    const post = await createPost()
    await publishSlug('posts', post.id, newSlug('gone'))
    // The foreign key on redirects_rels cascades; no hook runs.
    await db.query('DELETE FROM posts WHERE id = $1', [post.id])
    expect(await served(`/blog/${post.slug}`)).toBeNull()
  })
})
