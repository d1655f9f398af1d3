/**
 * What a /cms-api query may name and how large it may be. Every part that names fields (where,
 * sort, select, populate) follows one rule: only fields the caller may read, and across a
 * relationship only into a collection the caller may read in full, because the database sorts
 * and filters the joined rows before any access rule could hide them. Queries are bounded in
 * size, conditions and nesting, and paging and depth take only sensible values.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Post, User } from '@/payload-types'
import { createComment, createPost, createUser, testPayload } from '../../factories'
import { createReadingPlan } from '../../factories/readingPlans'
import { rest } from './rest'

let payload: Payload
let editor: User
let creator: User
let post: Post

beforeAll(async () => {
  payload = await testPayload()
  ;[editor, creator, post] = await Promise.all([createUser({ role: 'editor' }), createUser({ role: 'admin' }), createPost()])
  // Comments by members whose addresses sort in a known order: what a sort would leak.
  for (const prefix of ['aaron', 'zelda']) await createComment(post, await createUser({ email: `${prefix}-${Date.now()}@example.test` }), 'approved')
})

const expect400 = (res: { status: number; json: any; text: string }, message: RegExp) => { // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(res.status, res.text).toBe(400)
  expect(res.json.message).toMatch(message)
}

describe('sorting and filtering across a relationship', () => {
  it('refuses an editor a sort by another member’s address (it would leak them in order)', async () => {
    for (const sort of ['author.email', '-author.email', 'author__email']) {
      expect400(await rest('GET', `/comments?where[post][equals]=${post.id}&sort=${sort}`, { as: editor }), /users, which you may not read in full/)
    }
  })

  it('refuses an editor a filter through the same relationship', async () => {
    expect400(await rest('GET', `/comments?where[author.email][like]=aaron`, { as: editor }), /users, which you may not read in full/)
  })

  it('refuses everyone, the creator too, a field no one may read (salts, hashes, reset tokens)', async () => {
    expect400(await rest('GET', `/comments?sort=author.salt`, { as: creator }), /not a field you may read/)
    expect400(await rest('GET', `/comments?where[author.hash][exists]=true`, { as: creator }), /not a field you may read/)
    // An editor is refused already at the relationship.
    expect400(await rest('GET', `/comments?sort=author.salt`, { as: editor }), /users, which you may not read in full/)
    expect400(await rest('GET', `/users?sort=resetPasswordToken`, { as: creator }), /not a field you may read/)
    expect400(await rest('GET', `/users?select[salt]=true`, { as: creator }), /not a field you may read/)
    expect400(await rest('GET', `/comments?populate[users][hash]=true`, { as: creator }), /not a field you may read/)
  })

  it('lets the creator, who reads every account, sort comments by their authors’ addresses', async () => {
    const res = await rest('GET', `/comments?where[post][equals]=${post.id}&sort=author.email&depth=0`, { as: creator })
    expect(res.status, res.text).toBe(200)
    expect(res.json.docs).toHaveLength(2)
  })

  it('still answers what the admin panel asks an editor’s lists', async () => {
    for (const path of [
      `/comments?where[post][equals]=${post.id}&sort=-createdAt&depth=0&limit=10`,
      '/posts?sort=category.name&where[category.slug][exists]=true&depth=0',
      '/posts?select[title]=true&select[slug]=true&populate[categories][name]=true',
      '/comments?sort=author&depth=1',
    ]) {
      const res = await rest('GET', path, { as: editor })
      expect(res.status, `${path}: ${res.text}`).toBe(200)
    }
  })

  it('refuses a populate of a collection that does not exist', async () => {
    expect400(await rest('GET', '/posts?populate[nothing-here][title]=true', { as: editor }), /populate/)
  })
})

describe('what the database cannot run is a 400, not a 500', () => {
  it('a sort by a field inside an array beside a relationship sort', async () => {
    expect400(await rest('GET', '/books?sort=-keyInsights.insight,-coverImage.filename', { as: editor }), /several values per document/)
  })

  it('a field with several values on the far side of a relationship', async () => {
    expect400(await rest('GET', '/music-suggestions?sort=analysis.tags', { as: editor }), /several values through a relationship/)
    expect400(await rest('GET', '/music-suggestions?where[analysis.tags][equals]=a', { as: editor }), /several values through a relationship/)
  })

  it('the same sort twice, and "exists" with something other than true or false', async () => {
    expect400(await rest('GET', '/music-suggestions?sort=-analysis.updatedAt&sort=-analysis.updatedAt', { as: editor }), /named twice/)
    expect400(await rest('GET', '/verses?where[_id][exists]=', { as: editor }), /not true or false/)
  })

  it('a link to one of several collections compared with a bare value', async () => {
    for (const condition of ['[equals]=1', '[exists]=true', '[in]=1,2']) {
      expect400(await rest('GET', `/redirects?where[to.reference]${condition}`, { as: editor }), /compare its \.relationTo and \.value/)
    }
    const pair = '/redirects?where[to.reference][equals][relationTo]=posts&where[to.reference][equals][value]=1'
    expect((await rest('GET', pair, { as: editor })).status).toBe(200)
  })
})

describe('the size of a query', () => {
  // Written out as text: JSON.stringify itself runs out of stack on 5,000 levels.
  const deepWhere = (levels: number) => `${'{"and":['.repeat(levels)}{"title":{"equals":"x"}}${']}'.repeat(levels)}`

  it('refuses a where nested 5,000 levels deep (it was a 500)', async () => {
    const res = await rest('GET', `/posts?where=${encodeURIComponent(deepWhere(5000))}`, { as: editor })
    expect400(res, /nested/)
  })

  it('takes nesting up to 8 levels and refuses more', async () => {
    expect((await rest('GET', `/posts?where=${encodeURIComponent(deepWhere(8))}`, { as: editor })).status).toBe(200)
    expect400(await rest('GET', `/posts?where=${encodeURIComponent(deepWhere(9))}`, { as: editor }), /nested/)
  })

  it('takes 100 conditions and refuses more', async () => {
    const conditions = (n: number) => JSON.stringify({ or: Array.from({ length: n }, (_, i) => ({ slug: { equals: `s${i}` } })) })
    expect((await rest('GET', `/posts?where=${encodeURIComponent(conditions(100))}`, { as: editor })).status).toBe(200)
    expect400(await rest('GET', `/posts?where=${encodeURIComponent(conditions(101))}`, { as: editor }), /100 conditions/)
  })

  it('refuses a list of more than 1,000 values', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1).join(',')
    expect400(await rest('POST', '/posts', {
      as: editor,
      body: `where[id][in]=${ids}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
    }), /1,000 values/)
  })

  it('refuses the method override’s 1 MB search of 20,000 conditions before reading it', async () => {
    const body = Array.from({ length: 20_000 }, (_, i) => `where[or][${i}][title][equals]=t${i}`).join('&')
    const res = await rest('POST', '/posts', {
      as: editor,
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
    })
    expect(res.status).toBe(413)
    expect(res.json.message).toMatch(/64 KB/)
  })
})

describe('paging and depth', () => {
  it.each([
    ['limit=0 (every document at once)', '/posts?limit=0', /limit/],
    ['a limit over 1,000', '/posts?limit=100000', /limit/],
    ['a negative depth', '/posts?depth=-1', /depth/],
    ['a depth over 10', '/posts?depth=50', /depth/],
  ])('refuses %s on a read', async (_, path, message) => {
    expect400(await rest('GET', path, { as: editor }), message)
  })

  it('keeps limit=0 for the admin panel’s bulk changes ("select all", then publish or delete)', async () => {
    const comment = await createComment(post, await createUser(), 'pending')
    const res = await rest('PATCH', `/comments?limit=0&where[id][in]=${comment.id}`, { as: editor, body: { status: 'approved' } })
    expect(res.status, res.text).toBe(200)
    expect(res.json.docs).toHaveLength(1)
  })
})

describe('a relationship to a document that does not exist', () => {
  it('is a 400 naming the field, not a 500', async () => {
    const plan = await createReadingPlan()
    const progress = await payload.create({ collection: 'reading-progress', data: { user: editor.id, plan: plan.id, progress: {} } })
    const res = await rest('PATCH', `/reading-progress/${progress.id}`, { as: editor, body: { plan: 2_000_000_000 } })
    expect(res.status, res.text).toBe(400)
    expect(res.text).toMatch(/plan/)
  })
})
