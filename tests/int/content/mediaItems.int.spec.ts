import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getMediaItemBySlug, listMediaItems } from '@/collections/media-items/data'
import { readMediaFilters } from '@/lib/validation/mediaFilters'
import { testPayload, unique } from '../../factories'
import { createMediaItem } from '../../factories/content'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const slugs = (items: { slug: string }[]) => items.map((item) => item.slug).sort()

/**
 * Media items that each carry one stamp in a different field, in mixed case. Other test files
 * add media items to the same database: every query here includes the stamp, or looks only
 * at this test's own items.
 */
const library = async () => {
  const stamp = unique('stamp').toLowerCase()
  const shout = stamp.toUpperCase()
  const inTitle = await createMediaItem({ title: unique(`Title ${shout}`), category: 'Songs', verdict: 'Biblically Sound' })
  const inCreator = await createMediaItem({ creator: `Creator ${shout}`, category: 'Movies', verdict: 'Not Recommended' })
  const inSummary = await createMediaItem({ summary: `A summary that mentions ${stamp} once.`, category: 'Movies', verdict: 'Discern with Caution' })
  const inTag = await createMediaItem({ tags: ['Worship', `Tag ${shout}`], category: 'Sermons', verdict: 'Not Recommended' })
  const draft = await createMediaItem({ title: unique(`Draft ${stamp}`), status: 'draft' })
  return { stamp, inTitle, inCreator, inSummary, inTag, draft }
}

describe('listMediaItems', () => {
  it('searches title, creator, summary and tags, whatever the case, and never lists a draft', async () => {
    const { stamp, inTitle, inCreator, inSummary, inTag, draft } = await library()
    const all = slugs([inTitle, inCreator, inSummary, inTag])

    expect(slugs(await listMediaItems(payload, { q: stamp }))).toEqual(all)
    expect(slugs(await listMediaItems(payload, { q: stamp.toUpperCase() }))).toEqual(all)
    expect(slugs(await listMediaItems(payload, { q: `Tag ${stamp}` }))).toEqual([inTag.slug])
    expect(slugs(await listMediaItems(payload, { q: `creator ${stamp}` }))).toEqual([inCreator.slug])
    expect(slugs(await listMediaItems(payload))).not.toContain(draft.slug)
  })

  it('matches the verdict and the category exactly, and combines them with the search', async () => {
    const { stamp, inTitle, inCreator, inSummary, inTag } = await library()

    const notRecommended = await listMediaItems(payload, { verdict: 'Not Recommended' })
    expect(notRecommended.every((item) => item.verdict === 'Not Recommended')).toBe(true)
    expect(slugs(notRecommended)).toEqual(expect.arrayContaining([inCreator.slug, inTag.slug]))
    expect(slugs(notRecommended)).not.toContain(inTitle.slug)

    const movies = await listMediaItems(payload, { category: 'Movies' })
    expect(movies.every((item) => item.category === 'Movies')).toBe(true)
    expect(slugs(movies)).toEqual(expect.arrayContaining([inCreator.slug, inSummary.slug]))

    expect(slugs(await listMediaItems(payload, { q: stamp, verdict: 'Not Recommended' }))).toEqual(slugs([inCreator, inTag]))
    expect(slugs(await listMediaItems(payload, { q: stamp, category: 'Movies' }))).toEqual(slugs([inCreator, inSummary]))
    expect(slugs(await listMediaItems(payload, { q: stamp, verdict: 'Not Recommended', category: 'Movies' }))).toEqual([inCreator.slug])
    // Exact: another case of a verdict or category names nothing.
    expect(await listMediaItems(payload, { q: stamp, verdict: 'not recommended' })).toEqual([])
    expect(await listMediaItems(payload, { q: stamp, category: 'movies' })).toEqual([])
  })

  it('reads "all" in the address as no filter, and an unknown verdict or category as an empty list', async () => {
    const { stamp, inTitle, inCreator, inSummary, inTag } = await library()

    expect(slugs(await listMediaItems(payload, readMediaFilters({ q: stamp, verdict: 'all', category: 'All' })))).toEqual(
      slugs([inTitle, inCreator, inSummary, inTag]),
    )
    expect(await listMediaItems(payload, readMediaFilters({ q: stamp, verdict: 'Bogus verdict' }))).toEqual([])
    expect(await listMediaItems(payload, readMediaFilters({ verdict: 'Bogus verdict' }))).toEqual([])
    expect(await listMediaItems(payload, readMediaFilters({ category: 'Podcasts' }))).toEqual([])
  })

  it('lists newest first, in the card shape', async () => {
    const stamp = unique('order').toLowerCase()
    const older = await createMediaItem({ tags: [stamp, 'Hope', 'Lament'] })
    const newer = await createMediaItem({ tags: [stamp] })

    const items = await listMediaItems(payload, { q: stamp })
    expect(items.map((item) => item.slug)).toEqual([newer.slug, older.slug])
    expect(items[1]).toEqual({
      id: older.id,
      title: older.title,
      slug: older.slug,
      creator: older.creator,
      category: 'Songs',
      summary: older.summary,
      spiritualTakeaway: older.spiritualTakeaway,
      verdict: 'Biblically Sound',
      tags: [stamp, 'Hope', 'Lament'],
      externalLink: 'https://example.com/a-test-media-item',
      coverImage: null,
      cover: null,
      date: older.publishedAt,
    })
  })
})

describe('getMediaItemBySlug', () => {
  it('finds a published item with its detail fields', async () => {
    const item = await createMediaItem({ category: 'Devotionals', verdict: 'Discern with Caution', externalLink: '' })
    expect(await getMediaItemBySlug(payload, item.slug)).toMatchObject({
      slug: item.slug,
      title: item.title,
      category: 'Devotionals',
      verdict: 'Discern with Caution',
      spiritualTakeaway: item.spiritualTakeaway,
      externalLink: null,
    })
  })

  it('answers null for an unknown slug, an odd one, and a draft', async () => {
    const draft = await createMediaItem({ status: 'draft' })
    expect(await getMediaItemBySlug(payload, unique('no-such-item').toLowerCase())).toBeNull()
    expect(await getMediaItemBySlug(payload, '../Not A Slug')).toBeNull()
    expect(await getMediaItemBySlug(payload, draft.slug)).toBeNull()
  })
})
