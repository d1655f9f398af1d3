import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  getOrganizationBySlug,
  listOrganizationCategories,
  listOrganizations,
  listOrganizationTags,
  type Organization,
} from '@/collections/organizations/data'
import { getDiscernment } from '@/lib/data/site'
import { readOrganizationFilters } from '@/lib/validation/organizationFilters'
import { testPayload, unique } from '../../factories'
import { createDatedPost, createOrganization } from '../../factories/content'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

// Other files create organizations at the same time: every assertion looks at this file's own,
// found by a word (`stamp`) only they carry.
const slugsOf = (list: Organization[]) => list.map((o) => o.slug)
const mine = (list: Organization[], ...orgs: { slug: string }[]) => slugsOf(list).filter((slug) => orgs.some((o) => o.slug === slug))

describe('listOrganizations', () => {
  it('searches name, summary and tags, whatever the case', async () => {
    const stamp = unique('zephyr')
    const byName = await createOrganization({ name: `Society ${stamp}` })
    const bySummary = await createOrganization({ summary: `A group known for its ${stamp} retreats.` })
    const byTag = await createOrganization({ tags: ['Retreats', `Tag ${stamp}`] })
    const neither = await createOrganization({ content: `# ${stamp}\n\nOnly the content mentions it.`, spiritualConcerns: stamp })

    const upper = await listOrganizations(payload, { q: stamp.toUpperCase() })
    expect(mine(upper, byName, bySummary, byTag, neither).sort()).toEqual([byName.slug, bySummary.slug, byTag.slug].sort())
    // A part of a word is enough.
    const part = await listOrganizations(payload, { q: stamp.slice(2, -2) })
    expect(mine(part, byName, bySummary, byTag).sort()).toEqual([byName.slug, bySummary.slug, byTag.slug].sort())
    expect(await listOrganizations(payload, { q: `${stamp} nowhere` })).toEqual([])
  })

  it('matches the category exactly', async () => {
    const stamp = unique('cat')
    const political = await createOrganization({ category: 'Political', tags: [stamp] })
    const academic = await createOrganization({ category: 'Academic', tags: [stamp] })

    expect(mine(await listOrganizations(payload, { category: 'Political' }), political, academic)).toEqual([political.slug])
    expect((await listOrganizations(payload, { category: 'Political' })).every((o) => o.category === 'Political')).toBe(true)
    expect(mine(await listOrganizations(payload, { category: 'political' }), political, academic)).toEqual([])
    expect(mine(await listOrganizations(payload, { category: 'Politic' }), political, academic)).toEqual([])
  })

  it('matches the tag exactly: not a part of it, not another case', async () => {
    const stamp = unique('tag')
    const tagged = await createOrganization({ tags: [`Oaths ${stamp}`, 'Other'] })
    const untagged = await createOrganization({ tags: [`Vows ${stamp}`] })

    expect(slugsOf(await listOrganizations(payload, { tag: `Oaths ${stamp}` }))).toEqual([tagged.slug])
    expect(await listOrganizations(payload, { tag: `oaths ${stamp}` })).toEqual([])
    expect(mine(await listOrganizations(payload, { tag: stamp }), tagged, untagged)).toEqual([])
  })

  it('combines search, category and tag', async () => {
    const stamp = unique('combo')
    const tag = `Community ${stamp}`
    const all = await createOrganization({ name: `Guild ${stamp}`, category: 'Religious', tags: [tag] })
    const wrongCategory = await createOrganization({ name: `Guild ${stamp} two`, category: 'Academic', tags: [tag] })
    const wrongTag = await createOrganization({ name: `Guild ${stamp} three`, category: 'Religious', tags: [`Other ${stamp}`] })
    const wrongText = await createOrganization({ name: unique('Circle'), category: 'Religious', tags: [tag] })
    const created = [all, wrongCategory, wrongTag, wrongText]

    expect(slugsOf(await listOrganizations(payload, { q: `guild ${stamp}`.toUpperCase(), category: 'Religious', tag }))).toEqual([all.slug])
    expect(mine(await listOrganizations(payload, { category: 'Religious', tag }), ...created).sort()).toEqual([all.slug, wrongText.slug].sort())
    expect(mine(await listOrganizations(payload, { q: 'GUILD', tag }), ...created).sort()).toEqual([all.slug, wrongCategory.slug].sort())
  })

  it('treats the category "all" as no category filter, and an unknown category as no match', async () => {
    const stamp = unique('all')
    const org = await createOrganization({ category: 'Greek Life', tags: [stamp] })

    for (const category of ['all', 'All', 'ALL']) {
      const filters = readOrganizationFilters(new URLSearchParams({ category, tag: stamp }))
      expect(filters).toEqual({ tag: stamp })
      expect(slugsOf(await listOrganizations(payload, filters))).toEqual([org.slug])
    }
    const unknown = readOrganizationFilters(new URLSearchParams({ category: 'No Such Category' }))
    expect(unknown).toEqual({ category: 'No Such Category' })
    expect(await listOrganizations(payload, unknown)).toEqual([])
  })

  it('never lists a draft, with or without filters', async () => {
    const stamp = unique('draft')
    const draft = await createOrganization({ name: `Hidden ${stamp}`, tags: [stamp], status: 'draft' })

    expect(slugsOf(await listOrganizations(payload))).not.toContain(draft.slug)
    expect(await listOrganizations(payload, { q: stamp })).toEqual([])
    expect(await listOrganizations(payload, { tag: stamp })).toEqual([])
    expect(await listOrganizationTags(payload)).not.toContain(stamp)
    expect(await getOrganizationBySlug(payload, draft.slug)).toBeNull()
  })

  it('lists newest first with the card fields', async () => {
    const stamp = unique('order')
    const older = await createOrganization({ tags: [stamp] })
    const newer = await createOrganization({ tags: [stamp, 'Second'], verdict: 'Generally Compatible' })

    const list = await listOrganizations(payload, { tag: stamp })
    expect(slugsOf(list)).toEqual([newer.slug, older.slug])
    expect(list[0]).toEqual({
      id: newer.id,
      name: newer.name,
      slug: newer.slug,
      summary: newer.summary,
      category: 'Academic',
      verdict: 'Generally Compatible',
      tags: [stamp, 'Second'],
      coverImage: null,
      cover: null,
      date: newer.publishedAt,
    })
  })
})

describe('listOrganizationCategories', () => {
  it('gives the categories in use once each, in the order of the site settings', async () => {
    // Created in the reverse of the settings' order.
    await createOrganization({ category: 'Religious' })
    await createOrganization({ category: 'Political' })
    await createOrganization({ category: 'Greek Life' })

    const [categories, { organizationCategories }] = await Promise.all([listOrganizationCategories(payload), getDiscernment(payload)])
    expect(categories).toEqual(expect.arrayContaining(['Religious', 'Political', 'Greek Life']))
    expect(categories).toEqual(organizationCategories.filter((c) => categories.includes(c)))
    expect(new Set(categories).size).toBe(categories.length)
  })
})

describe('getOrganizationBySlug', () => {
  it('gives the detail with the related published articles and their titles', async () => {
    const [related, hidden] = await Promise.all([createDatedPost(), createDatedPost({ status: 'draft' })])
    const org = await createOrganization({ relatedPosts: [related.id, hidden.id], sources: ['https://example.org/a', 'A printed report'] })

    const detail = await getOrganizationBySlug(payload, org.slug)
    expect(detail).toMatchObject({
      slug: org.slug,
      // The text form the API documents, read from the stored rich text; the page gets HTML.
      content: '# Overview\n\nA paragraph.\n\n## Practices\n\n- One practice\n- Another practice',
      contentHtml: expect.stringContaining('<h2>Overview</h2>'),
      spiritualConcerns: org.spiritualConcerns,
      scriptureReferences: ['Romans 12:2', '1 John 4:1'],
      sources: ['https://example.org/a', 'A printed report'],
      relatedPosts: [related.slug],
      relatedArticles: [{ slug: related.slug, title: related.title }],
    })
    expect(await getOrganizationBySlug(payload, unique('no-such-organization'))).toBeNull()
  })
})
