import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getBookBySlug, getReadingClub } from '@/collections/books/data'
import type { Upload } from '@/payload-types'
import { testPayload, unique } from '../../factories'
import { createBook, createUpload, deleteUpload } from '../../factories/content'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/*
 * Which book is the book of the month is one flag for the whole database, and
 * tests/int/api/readingClub.int.spec.ts sets and clears it while other files run. So this file
 * never marks a book (even a draft: saving one clears the flag on the others); its books are
 * earlier selections, dated in 2200 so that they sort below the ones that file dates 2300 and
 * later, and each test looks only at its own books. Choosing the book of the month is tested
 * there, through the route that reads the same function.
 */

const uploads: Upload[] = []
afterAll(async () => {
  for (const upload of uploads) await deleteUpload(upload)
})

const own = <T extends { slug: string }>(books: T[], mine: { slug: string }[]) =>
  books.map((b) => b.slug).filter((slug) => mine.some((m) => m.slug === slug))

describe('getReadingClub', () => {
  it('lists the published earlier selections newest club month first, undated ones after, and never a draft', async () => {
    const january = await createBook({ month: '2200-01-01T12:00:00.000Z' })
    const undated = await createBook()
    const march = await createBook({ month: '2200-03-01T12:00:00.000Z', rating: 'Not Recommended', keyInsights: [] })
    const draft = await createBook({ status: 'draft', month: '2200-02-01T12:00:00.000Z' })

    const { bookOfTheMonth, previousBooks } = await getReadingClub(payload)
    expect(own(previousBooks, [january, undated, march, draft])).toEqual([march.slug, january.slug, undated.slug])

    // One read: this month's book is never also a previous selection.
    if (bookOfTheMonth) expect(previousBooks.map((b) => b.slug)).not.toContain(bookOfTheMonth.slug)

    expect(previousBooks.find((b) => b.slug === march.slug)).toEqual({
      id: march.id,
      slug: march.slug,
      title: march.title,
      author: 'A. Test Author',
      coverImage: null,
      cover: null,
      rating: 'Not Recommended',
      summary: march.summary,
      description: march.description,
      keyInsights: [],
      month: '2200-03-01T12:00:00.000Z',
    })
  })

  it('keeps showing what was published while a newer draft waits', async () => {
    const book = await createBook({ month: '2200-04-01T12:00:00.000Z' })
    const payload = await testPayload()
    await payload.update({ collection: 'books', id: book.id, draft: true, data: { title: unique('Unpublished title') } })

    const { previousBooks } = await getReadingClub(payload)
    expect(previousBooks.find((b) => b.slug === book.slug)?.title).toBe(book.title)
    expect((await getBookBySlug(payload, book.slug))?.title).toBe(book.title)
  })
})

describe('getBookBySlug', () => {
  it('gives a published book with its page fields: the full-width cover and the share image', async () => {
    const cover = await createUpload()
    uploads.push(cover)
    const book = await createBook({
      coverImage: cover.id,
      month: '2200-05-01T12:00:00.000Z',
      rating: 'Use Discernment',
      keyInsights: [{ insight: 'Grace comes first.' }, { insight: 'Habits follow love.' }],
    })

    const detail = await getBookBySlug(payload, book.slug)
    expect(detail).toMatchObject({
      id: book.id,
      slug: book.slug,
      title: book.title,
      author: book.author,
      rating: 'Use Discernment',
      summary: book.summary,
      description: book.description,
      keyInsights: ['Grace comes first.', 'Habits follow love.'],
      month: '2200-05-01T12:00:00.000Z',
      bookOfTheMonth: false,
      date: book.createdAt,
      updatedAt: book.updatedAt,
    })
    // The page's cover is the 1600 px rendition; the API's card-sized URL stays as it is.
    expect(detail?.cover).toEqual({ url: expect.stringMatching(/^\/cms-api\/.+-1600x900\.webp$/), alt: cover.alt, width: 1600, height: 900 })
    expect(detail?.coverImage).toBe(detail?.cover?.url)
    expect(detail?.shareImage).toEqual({ url: expect.stringMatching(/^https?:\/\/.+-1200x630\.jpg$/), alt: cover.alt, width: 1200, height: 630 })

    const { previousBooks } = await getReadingClub(payload)
    expect(previousBooks.find((b) => b.slug === book.slug)?.cover).toMatchObject({ url: expect.stringMatching(/-768x432\.webp$/), width: 768 })
  })

  it('answers null for an unknown slug, an odd one and a draft', async () => {
    const draft = await createBook({ status: 'draft' })
    expect(await getBookBySlug(payload, unique('no-such-book').toLowerCase())).toBeNull()
    expect(await getBookBySlug(payload, '../Not A Slug')).toBeNull()
    expect(await getBookBySlug(payload, draft.slug)).toBeNull()
  })
})
