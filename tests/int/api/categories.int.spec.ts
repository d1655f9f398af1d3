import { describe, expect, it } from 'vitest'

import { GET as categories } from '@/app/(frontend)/api/categories/route'
import { GET as category } from '@/app/(frontend)/api/category/[slug]/route'
import { call } from '../../api'
import { createCategory, testPayload, unique } from '../../factories'
import { createDatedPost } from '../../factories/content'

const slugs = (items: { slug: string }[]) => items.map((p) => p.slug)

describe('GET /api/categories', () => {
  it('lists every category by name with its number of published posts', async () => {
    const payload = await testPayload()
    const stamp = unique('x')
    // Names chosen so that alphabetical order differs from creation order.
    const busy = await payload.create({ collection: 'categories', data: { name: `Zeta ${stamp}`, slug: `zeta-${stamp}` } })
    const empty = await payload.create({ collection: 'categories', data: { name: `Alpha ${stamp}`, slug: `alpha-${stamp}` } })
    const drafty = await payload.create({ collection: 'categories', data: { name: `Mu ${stamp}`, slug: `mu-${stamp}` } })
    await Promise.all([
      createDatedPost({ category: busy.id }),
      createDatedPost({ category: busy.id }),
      createDatedPost({ category: busy.id, status: 'draft' }),
      createDatedPost({ category: drafty.id, status: 'draft' }),
    ])

    const res = await call(categories, '/api/categories')
    expect(res.status).toBe(200)
    const mine = res.json.filter((c: { slug: string }) => c.slug.endsWith(stamp))
    expect(mine).toEqual([
      { name: empty.name, slug: empty.slug, count: 0 },
      { name: drafty.name, slug: drafty.slug, count: 0 },
      { name: busy.name, slug: busy.slug, count: 2 },
    ])
    for (const c of res.json) expect(Object.keys(c).sort()).toEqual(['count', 'name', 'slug'])
  })

  it('counts a post under its new category after it moves, and stops counting it when unpublished', async () => {
    const payload = await testPayload()
    const [from, to] = await Promise.all([createCategory(), createCategory()])
    const post = await createDatedPost({ category: from.id })
    await payload.update({ collection: 'posts', id: post.id, data: { category: to.id } })
    const moved = await call(categories, '/api/categories')
    const count = (json: { slug: string; count: number }[], slug: string) => json.find((c) => c.slug === slug)?.count
    expect([count(moved.json, from.slug), count(moved.json, to.slug)]).toEqual([0, 1])

    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' } })
    const unpublished = await call(categories, '/api/categories')
    expect(count(unpublished.json, to.slug)).toBe(0)
  })
})

describe('GET /api/category/{slug}', () => {
  it('pages through the published posts of one category, newest first', async () => {
    const [mine, other] = await Promise.all([createCategory(), createCategory()])
    const made = []
    for (let i = 0; i < 10; i++) made.push(await createDatedPost({ category: mine.id }))
    await createDatedPost({ category: mine.id, status: 'draft' })
    await createDatedPost({ category: other.id })
    const newestFirst = slugs(made.reverse())

    const one = await call(category, `/api/category/${mine.slug}`, { params: { slug: mine.slug } })
    expect(one.status).toBe(200)
    expect(Object.keys(one.json).sort()).toEqual(['currentPage', 'items', 'totalPages'])
    expect(one.json).toMatchObject({ currentPage: 1, totalPages: 2 })
    expect(slugs(one.json.items)).toEqual(newestFirst.slice(0, 9))
    expect(one.json.items[0]).toMatchObject({ category: mine.name, categorySlug: mine.slug })
    expect(one.json.items[0]).not.toHaveProperty('content')

    const two = await call(category, `/api/category/${mine.slug}`, { params: { slug: mine.slug }, query: { page: '2' } })
    expect(two.json).toMatchObject({ currentPage: 2, totalPages: 2 })
    expect(slugs(two.json.items)).toEqual(newestFirst.slice(9))

    const past = await call(category, `/api/category/${mine.slug}`, { params: { slug: mine.slug }, query: { page: '3' } })
    expect(past.status).toBe(200)
    expect(past.json).toEqual({ items: [], currentPage: 3, totalPages: 2 })
  })

  it('gives an empty first page for a category without published posts', async () => {
    const empty = await createCategory()
    await createDatedPost({ category: empty.id, status: 'draft' })
    const res = await call(category, `/api/category/${empty.slug}`, { params: { slug: empty.slug } })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ items: [], currentPage: 1, totalPages: 1 })
  })

  it.each([unique('no-such-category'), 'UPPER', 'nul\u0000byte', 'x'.repeat(5000), ''])(
    'answers 404 "Category not found" for the slug %#',
    async (slug) => {
      const res = await call(category, '/api/category/x', { params: { slug } })
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ message: 'Category not found' })
    },
  )

  it.each(['0', '-1', '1.5', 'abc', '1e3', '12345678901234567890'])('refuses page=%j with 400', async (page) => {
    const known = await createCategory()
    const res = await call(category, `/api/category/${known.slug}`, { params: { slug: known.slug }, query: { page } })
    expect(res.status).toBe(400)
    expect(res.json.errors).toHaveProperty('page')
  })
})
