import { describe, expect, it } from 'vitest'

import { GET as categories } from '@/app/(frontend)/api/organizations/categories/route'
import { GET as detail } from '@/app/(frontend)/api/organizations/[slug]/route'
import { GET as list } from '@/app/(frontend)/api/organizations/route'
import { GET as tags } from '@/app/(frontend)/api/organizations/tags/route'
import { ORGANIZATION_CATEGORIES } from '@/lib/vocabularies/defaults'
import { call } from '../../api'
import { unique } from '../../factories'
import { createDatedPost, createOrganization } from '../../factories/content'

const slugs = (items: { slug: string }[]) => items.map((o) => o.slug)

describe('GET /api/organizations', () => {
  it('lists published organizations newest first, without the detail fields', async () => {
    const older = await createOrganization({ category: 'Greek Life', verdict: 'Spiritually Incompatible', tags: ['Rituals', 'Oaths'] })
    const newer = await createOrganization()
    const draft = await createOrganization({ status: 'draft' })

    const res = await call(list, '/api/organizations')
    expect(res.status).toBe(200)
    // Other test files add organizations at the same time: look only at this test's own.
    const mine = [newer.slug, older.slug, draft.slug]
    expect(slugs(res.json).filter((slug: string) => mine.includes(slug))).toEqual([newer.slug, older.slug])
    expect(res.json.find((o: { slug: string }) => o.slug === older.slug)).toEqual({
      id: older.id,
      name: older.name,
      slug: older.slug,
      summary: older.summary,
      category: 'Greek Life',
      verdict: 'Spiritually Incompatible',
      tags: ['Rituals', 'Oaths'],
      coverImage: null,
      cover: null,
      date: older.publishedAt,
    })
  })
})

describe('GET /api/organizations?q=&category=&tag=', () => {
  it('filters as the list page does: search in name, summary or tags, any case; category and tag exactly; combined', async () => {
    const stamp = unique('api')
    const tag = `Service ${stamp}`
    const match = await createOrganization({ name: `Fellowship ${stamp}`, category: 'Professional', tags: [tag] })
    const otherCategory = await createOrganization({ summary: `Also about ${stamp}.`, category: 'Academic', tags: [tag] })
    const otherTag = await createOrganization({ category: 'Professional', tags: [`Other ${stamp}`] })
    const created = [match, otherCategory, otherTag]
    const ours = (res: { json: { slug: string }[] }) => slugs(res.json).filter((slug) => created.some((o) => o.slug === slug)).sort()

    expect(ours(await call(list, '/api/organizations', { query: { q: stamp.toUpperCase() } }))).toEqual([match.slug, otherCategory.slug, otherTag.slug].sort())
    expect(ours(await call(list, '/api/organizations', { query: { tag } }))).toEqual([match.slug, otherCategory.slug].sort())
    expect(ours(await call(list, '/api/organizations', { query: { category: 'Professional', q: stamp } }))).toEqual([match.slug, otherTag.slug].sort())
    const all = await call(list, '/api/organizations', { query: { q: stamp, category: 'Professional', tag } })
    expect(all.status).toBe(200)
    expect(slugs(all.json)).toEqual([match.slug])
  })

  it('reads "all" as every category, answers [] for an unknown one, and ignores values it cannot accept', async () => {
    const stamp = unique('api-all')
    const org = await createOrganization({ category: 'Religious', tags: [stamp] })

    expect(slugs((await call(list, '/api/organizations', { query: { category: 'all', tag: stamp } })).json)).toEqual([org.slug])
    const unknown = await call(list, '/api/organizations', { query: { category: 'No Such Category' } })
    expect(unknown.status).toBe(200)
    expect(unknown.json).toEqual([])
    // Over 100 characters or with control characters: dropped, as if absent.
    const bad = await call(list, '/api/organizations', { query: { category: 'x'.repeat(101), q: 'a\u0000b', tag: stamp } })
    expect(bad.status).toBe(200)
    expect(slugs(bad.json)).toEqual([org.slug])
  })
})

describe('GET /api/organizations/categories', () => {
  it('lists the categories in use by published organizations, in the configured order', async () => {
    await createOrganization({ category: 'Religious' })
    await createOrganization({ category: 'Academic' })

    const res = await call(categories, '/api/organizations/categories')
    expect(res.status).toBe(200)
    expect(res.json).toEqual(expect.arrayContaining(['Religious', 'Academic']))
    expect(res.json).toEqual(ORGANIZATION_CATEGORIES.filter((c) => res.json.includes(c)))
  })
})

describe('GET /api/organizations/tags', () => {
  it('lists each tag of a published organization once, alphabetically, and no draft-only tag', async () => {
    const stamp = unique('t')
    const [zebra, apple, shared, secret] = ['Zebra', 'apple', 'Shared', 'Secret'].map((t) => `${t} ${stamp}`)
    await createOrganization({ tags: [zebra, shared] })
    await createOrganization({ tags: [shared, apple] })
    await createOrganization({ tags: [secret], status: 'draft' })

    const res = await call(tags, '/api/organizations/tags')
    expect(res.status).toBe(200)
    expect(res.json.filter((t: string) => t.endsWith(stamp))).toEqual([apple, shared, zebra])
    expect(res.json).not.toContain(secret)
    expect(new Set(res.json).size).toBe(res.json.length)
    expect(res.json).toEqual([...res.json].sort((a: string, b: string) => a.localeCompare(b, 'en')))
  })
})

describe('GET /api/organizations/{slug}', () => {
  it('gives every detail field, the analysis in its documented text form and related posts as published slugs', async () => {
    const [related, hidden] = await Promise.all([createDatedPost(), createDatedPost({ status: 'draft' })])
    const content = '# Heading\n\n## Sub heading\n\n### Small heading\n\n- first item\n- second item\n\nA <b>paragraph</b>.'
    const org = await createOrganization({
      content,
      tags: ['One'],
      sources: ['https://example.org/report'],
      relatedPosts: [related.id, hidden.id],
      category: 'Political',
      verdict: 'Generally Compatible',
    })

    const res = await call(detail, `/api/organizations/${org.slug}`, { params: { slug: org.slug } })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      id: org.id,
      name: org.name,
      slug: org.slug,
      summary: org.summary,
      category: 'Political',
      verdict: 'Generally Compatible',
      tags: ['One'],
      coverImage: null,
      cover: null,
      date: org.publishedAt,
      content,
      readingTime: 1,
      spiritualConcerns: org.spiritualConcerns,
      scriptureReferences: ['Romans 12:2', '1 John 4:1'],
      sources: ['https://example.org/report'],
      relatedPosts: [related.slug],
      relatedArticles: [{ slug: related.slug, title: related.title }],
    })
  })

  it('gives empty lists for missing sources, references and related posts', async () => {
    const org = await createOrganization({ scriptureReferences: [] })
    const res = await call(detail, `/api/organizations/${org.slug}`, { params: { slug: org.slug } })
    expect(res.json).toMatchObject({ sources: [], scriptureReferences: [], relatedPosts: [], tags: [] })
  })

  it('answers 404 for a draft', async () => {
    const draft = await createOrganization({ status: 'draft' })
    const res = await call(detail, `/api/organizations/${draft.slug}`, { params: { slug: draft.slug } })
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ message: 'Organization not found' })
  })

  it.each([unique('no-such-org'), 'Name With Spaces', 'nul\u0000byte', 'x'.repeat(5000), ''])(
    'answers 404 for the slug %#',
    async (slug) => {
      const res = await call(detail, '/api/organizations/x', { params: { slug } })
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ message: 'Organization not found' })
    },
  )
})
