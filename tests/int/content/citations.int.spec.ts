/**
 * The passages of Scripture published documents cite: listed on the passage pages, counted per
 * book on /scripture, offered in the sitemap and found by search, and kept in step with what
 * is published (publish, edit, draft, unpublish, delete).
 */
import { describe, expect, it } from 'vitest'

import sitemap from '@/app/(frontend)/sitemap'
import { citationCountsByBook, listCitations } from '@/lib/data/citations'
import { searchContent } from '@/lib/data/search'
import { absoluteUrl } from '@/lib/seo/urls'
import { lexicalFromBlocks } from '@/seed/lexical'
import { createPost, testPayload } from '../../factories'
import { createBook, futureDate } from '../../factories/content'
import { createReadingPlan, planDay } from '../../factories/readingPlans'

/** A published post whose text is `paragraphs`, dated after what other files date now. */
const citingPost = (...paragraphs: string[]) => createPost({ content: lexicalFromBlocks(paragraphs), publishedAt: futureDate() })

const listedOn = async (book: string, chapter: number) => (await listCitations(await testPayload(), book, chapter)).items

const urlsOn = async (book: string, chapter: number) => (await listedOn(book, chapter)).map((item) => item.url)

/** Every result of a search, page by page. */
const searchedUrls = async (query: string) => {
  const payload = await testPayload()
  const urls: string[] = []
  for (let page = 1; ; page++) {
    const answer = await searchContent(payload, query, page)
    urls.push(...answer.items.map((item) => item.url))
    if (page >= answer.totalPages) return urls
  }
}

const countFor = async (book: string) => (await citationCountsByBook(await testPayload()))[book] ?? 0

describe('the documents citing a passage', () => {
  it('lists a published post on the chapter it cites, with the verses, and counts it once for the book', async () => {
    const [romansBefore, haggaiBefore] = [await countFor('romans'), await countFor('haggai')]
    const post = await citingPost('Be transformed by the renewing of your mind (Romans 12:2).', 'Haggai 2:9 and Hag 2:7 speak of a later glory.')
    const url = `/blog/${post.slug}`

    const listed = (await listedOn('romans', 12)).find((item) => item.url === url)
    expect(listed).toEqual({
      kind: 'post',
      kindLabel: 'Article',
      title: post.title,
      url,
      date: post.publishedAt,
      cites: [{ label: 'Romans 12:2', href: '/scripture/romans/12?v=2#v2' }],
    })
    expect((await listedOn('haggai', 2)).find((item) => item.url === url)?.cites.map((c) => c.label)).toEqual(['Haggai 2:7', 'Haggai 2:9'])
    expect(await urlsOn('romans', 11)).not.toContain(url)

    expect(await countFor('romans')).toBeGreaterThan(romansBefore)
    // Two passages of Haggai, one document: counted once.
    expect(await countFor('haggai')).toBe(haggaiBefore + 1)
  })

  it('follows the published text: an edit rewrites, a draft changes nothing, unpublishing and deleting take it out', async () => {
    const payload = await testPayload()
    const post = await citingPost('Love is patient and kind (1 Cor 13:4-7).')
    const url = `/blog/${post.slug}`
    expect(await urlsOn('1-corinthians', 13)).toContain(url)

    // Edited and published again: what it cites now, and no longer what it cited.
    await payload.update({ collection: 'posts', id: post.id, data: { content: lexicalFromBlocks(['Now about Micah 6:8 instead.']) } })
    expect(await urlsOn('1-corinthians', 13)).not.toContain(url)
    expect((await listedOn('micah', 6)).find((item) => item.url === url)?.cites).toEqual([{ label: 'Micah 6:8', href: '/scripture/micah/6?v=8#v8' }])

    // A draft saved over the published post: the published citations stay, the draft's are not listed.
    await payload.update({ collection: 'posts', id: post.id, draft: true, data: { content: lexicalFromBlocks(['A draft about Joel 2:28.']), _status: 'draft' } })
    expect(await urlsOn('micah', 6)).toContain(url)
    expect(await urlsOn('joel', 2)).not.toContain(url)

    // Unpublished: gone. Published again: back.
    await payload.update({ collection: 'posts', id: post.id, data: { content: lexicalFromBlocks(['Micah 6:8 again.']), _status: 'draft' } })
    expect(await urlsOn('micah', 6)).not.toContain(url)
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' } })
    expect(await urlsOn('micah', 6)).toContain(url)

    await payload.delete({ collection: 'posts', id: post.id })
    expect(await urlsOn('micah', 6)).not.toContain(url)
  })

  it('never lists a draft that was never published', async () => {
    const draft = await createPost({ status: 'draft', content: lexicalFromBlocks(['A draft about Nahum 1:7.']) })
    expect(await urlsOn('nahum', 1)).not.toContain(`/blog/${draft.slug}`)
  })

  it('lists a reading plan’s day at its place on the plan’s page, and a reading-club book', async () => {
    const plan = await createReadingPlan({ days: [planDay(1), planDay(2, { passages: ['Habakkuk 3:17-19'] })] })
    const day = (await listedOn('habakkuk', 3)).find((item) => item.url === `/reading-plans/${plan.slug}#day-2`)
    expect(day).toMatchObject({ kind: 'reading-plan', kindLabel: 'Reading plan', title: `${plan.title}, day 2: Day 2 of a test plan` })
    expect(day?.cites.map((c) => c.label)).toEqual(['Habakkuk 3:17–19'])
    // Day 1 reads Psalm 1:1-3 (the factory's): listed on Psalm 1, not on Habakkuk 3.
    expect(await urlsOn('psalms', 1)).toContain(`/reading-plans/${plan.slug}#day-1`)
    expect(await urlsOn('habakkuk', 3)).not.toContain(`/reading-plans/${plan.slug}#day-1`)

    const book = await createBook({ description: 'Its last chapter rests on Lamentations 3:22-23.' })
    expect((await listedOn('lamentations', 3)).find((item) => item.url === `/reading-club/${book.slug}`)).toMatchObject({ kind: 'book', kindLabel: 'Book', title: book.title })
  })

  it('answers nothing for a book or chapter the Bible does not have', async () => {
    const payload = await testPayload()
    expect(await listCitations(payload, 'hezekiah', 1)).toEqual({ items: [], total: 0 })
    expect(await listCitations(payload, 'romans', 0)).toEqual({ items: [], total: 0 })
  })
})

describe('search by passage', () => {
  it('finds every published document citing any verse of a chapter, or only those citing the verse asked for', async () => {
    const verse4 = await citingPost('The righteous will live by faith (Hab. 2:4).')
    const verse14 = await citingPost('The earth will be filled with the knowledge of the glory (Habakkuk 2:14).')
    const romans = await citingPost('Do not be conformed to this world (Rom 12:2).')

    expect(await searchedUrls('Romans 12')).toContain(`/blog/${romans.slug}`)
    const chapter = await searchedUrls('Habakkuk 2')
    expect(chapter).toEqual(expect.arrayContaining([`/blog/${verse4.slug}`, `/blog/${verse14.slug}`]))
    const verse = await searchedUrls('Habakkuk 2:4')
    expect(verse).toContain(`/blog/${verse4.slug}`)
    expect(verse).not.toContain(`/blog/${verse14.slug}`)
  })
})

describe('the sitemap’s chapters', () => {
  it('lists a chapter something cites, and not one nothing cites', async () => {
    await citingPost('Zephaniah 3:17: he will rejoice over you with singing.')
    const urls = (await sitemap()).map((entry) => entry.url)
    expect(urls).toContain(absoluteUrl('/scripture/zephaniah/3'))
    expect(urls).not.toContain(absoluteUrl('/scripture/1-chronicles/7'))
  })
})
