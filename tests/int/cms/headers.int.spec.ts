/**
 * Every /cms-api answer is for one person (their account, their drafts) and is never cached;
 * stored files are cacheable but can never run as a page or a script in the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PUBLIC_FILE_CACHE_CONTROL } from '@/app/(payload)/cms-api/_rest/responsePolicy'
import type { Upload } from '@/payload-types'
import { createUser } from '../../factories'
import { createUpload, deleteUpload } from '../../factories/content'
import { rest } from './rest'

const NO_STORE = 'private, no-store'

describe('JSON answers', () => {
  it('are not stored: a member’s own account', async () => {
    const member = await createUser()
    const res = await rest('GET', '/users/me', { as: member })
    expect(res.status).toBe(200)
    expect(res.json.user.email).toBe(member.email)
    expect(res.headers.get('cache-control')).toBe(NO_STORE)
  })

  it('are not stored: public lists, errors and refusals alike', async () => {
    const editor = await createUser({ role: 'editor' })
    for (const [path, status] of [
      ['/posts', 200],
      ['/posts/abc', 404],
      ['/posts?where[title][near]=1', 400],
      ['/payload-preferences', 401],
    ] as const) {
      // A visitor is refused all of /cms-api but its few open doors: an editor asks the queries.
      const res = await rest('GET', path, { as: path === '/payload-preferences' ? null : editor })
      expect(res.status, path).toBe(status)
      expect(res.headers.get('cache-control'), path).toBe(NO_STORE)
    }
    const tooLarge = await rest('POST', '/users/login', { body: 'x'.repeat(3 * 1024 * 1024) })
    expect(tooLarge.headers.get('cache-control')).toBe(NO_STORE)
  })
})

describe('stored files', () => {
  let upload: Upload
  beforeAll(async () => {
    upload = await createUpload()
  })
  afterAll(() => deleteUpload(upload))

  it('are served with nosniff and a sandboxing policy, and may be cached by anyone for a day', async () => {
    const res = await rest('GET', `/uploads/file/${upload.filename}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(res.headers.get('cache-control')).toBe(PUBLIC_FILE_CACHE_CONTROL)
    expect(PUBLIC_FILE_CACHE_CONTROL).toBe('public, max-age=86400')
  })

  it('keep those headers on a missing file, which no cache keeps a day', async () => {
    const res = await rest('GET', '/uploads/file/nothing-here.webp')
    expect(res.status).toBe(404)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).not.toBe(PUBLIC_FILE_CACHE_CONTROL)
  })

  it('of other upload collections are never kept by a shared cache', async () => {
    // An admin of this test's own: the first one in the database may have another password.
    const admin = await createUser({ role: 'admin' })
    const res = await rest('GET', '/exports/file/nothing-here.csv', { as: admin })
    expect(res.headers.get('cache-control')).toBe(NO_STORE)
  })
})
