import { describe, expect, it } from 'vitest'

import { GET as bookOfMonth } from '@/app/(frontend)/api/reading-club/book-of-month/route'
import { GET as previousBooks } from '@/app/(frontend)/api/reading-club/previous-books/route'
import { call } from '../../api'
import { testPayload } from '../../factories'
import { createBook } from '../../factories/content'

// Only this file marks a book of the month, and its tests run one after another: the book of
// the month is whatever these tests last chose.

describe('GET /api/reading-club/book-of-month', () => {
  it('answers 404 when no published book is the book of the month', async () => {
    const payload = await testPayload()
    await payload.update({ collection: 'books', where: { bookOfTheMonth: { equals: true } }, data: { bookOfTheMonth: false } })
    await createBook()
    await createBook({ status: 'draft', bookOfTheMonth: true })

    const res = await call(bookOfMonth, '/api/reading-club/book-of-month')
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ message: expect.any(String) })
  })

  it('gives the published book of the month in the documented shape', async () => {
    const book = await createBook({
      bookOfTheMonth: true,
      month: '2300-03-01T00:00:00.000Z',
      rating: 'Use Discernment',
      keyInsights: [{ insight: 'Grace comes first.' }, { insight: 'Habits follow love.' }],
    })

    const res = await call(bookOfMonth, '/api/reading-club/book-of-month')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      id: book.id,
      slug: book.slug,
      title: book.title,
      author: book.author,
      coverImage: null,
      cover: null,
      rating: 'Use Discernment',
      summary: book.summary,
      description: book.description,
      keyInsights: ['Grace comes first.', 'Habits follow love.'],
      month: '2300-03-01T00:00:00.000Z',
    })
  })
})

describe('GET /api/reading-club/previous-books', () => {
  it('lists the other published books, newest club month first', async () => {
    const former = await createBook({ bookOfTheMonth: true, month: '2300-12-01T00:00:00.000Z' })
    const older = await createBook({ month: '2301-01-01T00:00:00.000Z' })
    const newer = await createBook({ month: '2301-02-01T00:00:00.000Z' })
    const draft = await createBook({ status: 'draft', month: '2301-03-01T00:00:00.000Z' })
    const current = await createBook({ bookOfTheMonth: true, month: '2301-04-01T00:00:00.000Z' })

    const res = await call(previousBooks, '/api/reading-club/previous-books')
    expect(res.status).toBe(200)
    const slugs = res.json.map((b: { slug: string }) => b.slug)
    expect(slugs.slice(0, 3)).toEqual([newer.slug, older.slug, former.slug])
    expect(slugs).not.toContain(draft.slug)
    expect(slugs).not.toContain(current.slug)
    expect(res.json[0].keyInsights).toEqual(['The first insight.', 'The second insight.'])

    const month = await call(bookOfMonth, '/api/reading-club/book-of-month')
    expect(month.json.slug).toBe(current.slug)
  })
})

describe('choosing the book of the month', () => {
  it('leaves the published choice in place while the new one is a draft, and moves it on publishing', async () => {
    const current = await createBook({ bookOfTheMonth: true, month: '2302-01-01T00:00:00.000Z' })
    const next = await createBook({ status: 'draft', bookOfTheMonth: true, month: '2302-02-01T00:00:00.000Z' })

    expect((await call(bookOfMonth, '/api/reading-club/book-of-month')).json.slug).toBe(current.slug)

    const payload = await testPayload()
    await payload.update({ collection: 'books', id: next.id, data: { _status: 'published' } })
    expect((await call(bookOfMonth, '/api/reading-club/book-of-month')).json.slug).toBe(next.slug)
    const former = await payload.findByID({ collection: 'books', id: current.id })
    expect(former.bookOfTheMonth).toBe(false)
  })
})
