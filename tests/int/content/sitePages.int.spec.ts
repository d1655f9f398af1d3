import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getPageBySlug } from '@/collections/pages/data'
import { getPostBySlug } from '@/collections/posts/data'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { ContactCards } from '@/components/pages/ContactCards'
import { getContactInfo, type ContactInfo } from '@/lib/data/site'
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
  it('always promises a reply time, and a fresh site shows no made-up address', async () => {
    const contact = await getContactInfo(payload)
    expect(contact.responseTime).toBeTruthy()
    // No default address (the migrations dropped example.com ones): the creator enters theirs.
    expect(contact.generalEmail).not.toMatch(/example\./)
    expect(contact.prayerEmail).not.toMatch(/example\./)
  })

  it('keeps the three cards, pointing to the form while an address is empty', () => {
    const html = (contact: ContactInfo) => renderToStaticMarkup(createElement(ContactCards, { contact }))
    const empty = html({ generalEmail: '', prayerEmail: '', responseTime: '48 hours' })
    expect(empty.match(/<li/g)).toHaveLength(3)
    expect(empty).not.toContain('mailto:')
    expect(empty.match(/href="#contact-form"/g)).toHaveLength(2)
    expect(empty).toContain('reply within 48 hours')

    const set = html({ generalEmail: 'hello@renewed-mind.test', prayerEmail: '', responseTime: '2 days' })
    expect(set).toContain('href="mailto:hello@renewed-mind.test"')
    expect(set.match(/href="#contact-form"/g)).toHaveLength(1)
  })
})
