import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getPageBySlug } from '@/collections/pages/data'
import { getPostBySlug } from '@/collections/posts/data'
import { getContactInfo } from '@/lib/data/site'
import { slugify } from '@/fields/slug'
import { lexicalFromBlocks } from '@/seed/lexical'
import { createTag } from '../../factories/content'
import { createPost, testPayload, unique } from '../../factories'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const createPage = async (status: 'draft' | 'published') => {
  const payload = await testPayload()
  const title = unique('Page title')
  const data = { title, slug: slugify(title), description: 'A page for a test.', content: lexicalFromBlocks(['Words on a test page.']) }
  return status === 'draft'
    ? payload.create({ collection: 'pages', draft: true, data: { ...data, _status: 'draft' } })
    : payload.create({ collection: 'pages', data: { ...data, _status: 'published' } })
}

describe('CMS pages', () => {
  it('reads a published page with its content as HTML', async () => {
    const page = await createPage('published')
    const found = await getPageBySlug(payload, page.slug)
    expect(found).toMatchObject({ slug: page.slug, title: page.title, description: 'A page for a test.' })
    expect(found?.content).toContain('Words on a test page.')
  })

  it('answers null for a draft, an unknown slug and a non-slug', async () => {
    const draft = await createPage('draft')
    expect(await getPageBySlug(payload, draft.slug)).toBeNull()
    expect(await getPageBySlug(payload, 'no-such-page-here')).toBeNull()
    expect(await getPageBySlug(payload, 'Not a slug!')).toBeNull()
  })
})

describe('the post page', () => {
  it('gets each tag with the slug of its page', async () => {
    const tag = await createTag()
    const post = await createPost({ tags: [tag.id] })
    const detail = await getPostBySlug(payload, post.slug)
    expect(detail?.tagLinks).toEqual([{ name: tag.name, slug: tag.slug }])
    expect(detail?.tags).toEqual([tag.name])
  })
})

describe('contact details', () => {
  it('always promises a reply time', async () => {
    const contact = await getContactInfo(payload)
    expect(contact.responseTime).toBeTruthy()
    expect(typeof contact.generalEmail).toBe('string')
    expect(typeof contact.prayerEmail).toBe('string')
  })
})
