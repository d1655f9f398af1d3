/**
 * What a client asks wrongly of Payload's REST API is answered 4xx with a JSON `{message}`,
 * never 500: queries the database could not run, routes the site does not have, addresses
 * that are not valid UTF-8, files that do not exist.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { createUser } from '../../factories'
import { rest } from './rest'

// /cms-api is the staff's: an editor is the least caller these answers are about.
let editor: User
beforeAll(async () => {
  editor = await createUser({ role: 'editor' })
})

const expectClientError = (res: { status: number; json: unknown }, status: number) => {
  expect(res.status).toBe(status)
  expect(res.json).toMatchObject({ message: expect.any(String) })
}

describe('queries the database could not run are 400', () => {
  it.each([
    ['a geographic operator on text', '/posts?where[title][near]=1,2,3'],
    ['LIKE on rich text', '/posts?where[content][like]=a'],
    ['LIKE on a date', '/posts?where[publishedAt][like]=2020'],
    ['LIKE on a select (an enum column)', '/posts?where[_status][like]=pub'],
    ['a value outside a select’s options', '/posts?where[_status][equals]=archived'],
    ['a word where an id belongs', '/posts?where[category][equals]=abc'],
    ['an id beyond the integer range', '/posts?where[id][equals]=99999999999'],
    ['a list with a word among ids', '/posts?where[tags][in]=1,abc'],
    ['a checkbox compared with a word', '/posts?where[featured][equals]=maybe'],
    ['a NUL character', '/posts?where[title][equals]=%00'],
    ['the same inside or', '/posts?where[or][0][title][near]=1'],
    ['through a relationship', '/posts?where[category.name][near]=1,2'],
    ['a where that is not JSON', '/posts?where=abc'],
    ['a where that is not an object', '/posts?where=1'],
    ['a page below 1', '/posts?page=-1'],
  ])('%s', async (_, path) => {
    const res = await rest('GET', path, { as: editor })
    expectClientError(res, 400)
  })

  it('names the field and the operator', async () => {
    const res = await rest('GET', '/posts?where[title][near]=1,2,3', { as: editor })
    expect(res.json.message).toBe('where.title: "near" cannot be used on title (a text field).')
  })

  it('checks the admin panel’s long searches too (POST with a method override)', async () => {
    const admin = await createUser({ role: 'admin' })
    const res = await rest('POST', '/posts', {
      as: admin,
      body: 'where[title][near]=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
    })
    expectClientError(res, 400)
  })

  it('still answers the queries the admin panel makes', async () => {
    const admin = await createUser({ role: 'admin' })
    for (const path of [
      '/posts?where[or][0][title][like]=faith&where[or][1][slug][like]=faith&limit=10&page=1&sort=-updatedAt&depth=0',
      '/posts?where[category][equals]=1&where[tags][in]=1,2&where[featured][equals]=true',
      '/posts?where[_status][equals]=draft&where[id][not_in]=1,2',
      '/posts/versions?where[parent][equals]=1&where[latest][equals]=true&sort=-updatedAt',
      '/comments?where[status][equals]=approved&where[post][exists]=true',
    ]) {
      const res = await rest('GET', path, { as: admin })
      expect(res.status, path).toBe(200)
    }
  })
})

describe('things that do not exist are 404', () => {
  it('a document id that cannot exist', async () => {
    expectClientError(await rest('GET', '/posts/abc', { as: editor }), 404)
    expectClientError(await rest('GET', '/posts/99999999999', { as: editor }), 404)
  })

  it('an upload file that is not on disk', async () => {
    expectClientError(await rest('GET', '/uploads/file/does-not-exist.webp'), 404)
  })

  it('e-mail verification, which the site does not use', async () => {
    expectClientError(await rest('POST', '/users/verify/abc', { as: editor }), 404)
  })

  it('the version history of collections and globals that keep none', async () => {
    const admin = await createUser({ role: 'admin' })
    for (const as of [editor, admin]) {
      expectClientError(await rest('GET', '/comments/versions', { as }), 404)
      expectClientError(await rest('GET', '/users/versions', { as }), 404)
      expectClientError(await rest('GET', '/globals/site-settings/versions', { as }), 404)
    }
  })

  it('Payload’s Open Graph image route, which the admin does not use', async () => {
    expectClientError(await rest('GET', '/og', { as: editor }), 404)
  })

  it('a route Payload does not serve (it answered 501, naming the server’s bind address)', async () => {
    const admin = await createUser({ role: 'admin' })
    for (const as of [editor, admin]) {
      const res = await rest('GET', '/payload-migrations', { as })
      expectClientError(res, 404)
      expect(res.text).not.toMatch(/0\.0\.0\.0|localhost|127\.0\.0\.1|:\d{2,5}\b/)
    }
  })
})

describe('addresses that are not valid UTF-8 are 404, as the app server answers them', () => {
  it.each(['/posts/%FF', '/posts/%C0%AE%C0%AE', '/%FF/versions'])('%s', async (path) => {
    expectClientError(await rest('GET', path), 404)
  })
})

describe('access is still the reason where it is', () => {
  it('a member asking for post versions is refused (403)', async () => {
    const member = await createUser()
    expectClientError(await rest('GET', '/posts/versions', { as: member }), 403)
  })

  it('a stranger changing an account is refused', async () => {
    const member = await createUser()
    const res = await rest('PATCH', `/users/${member.id}`, { body: { firstName: 'X' } })
    expect([401, 403]).toContain(res.status)
    expect(res.json).toMatchObject({ message: expect.any(String) })
  })
})
