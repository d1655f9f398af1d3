import { describe, expect, it } from 'vitest'

import { GET as currentUser } from '@/app/(frontend)/api/auth/user/route'
import { GET as health } from '@/app/(frontend)/api/health/route'
import { GET as detail } from '@/app/(frontend)/api/posts/[slug]/route'
import { GET as list } from '@/app/(frontend)/api/posts/route'
import { GET as search } from '@/app/(frontend)/api/search/route'
import { PRIVATE, SHARED_BRIEFLY } from '@/lib/http/cacheControl'
import { call } from '../../api'
import { createUser } from '../../factories'

describe('Cache-Control of the JSON API', () => {
  it('lets shared caches keep public reads for a second', async () => {
    const posts = await call(list, '/api/posts')
    expect(posts.status).toBe(200)
    expect(posts.headers.get('cache-control')).toBe(SHARED_BRIEFLY)
    const found = await call(search, '/api/search', { query: { q: 'grace' } })
    expect(found.headers.get('cache-control')).toBe(SHARED_BRIEFLY)
  })

  it('never shares a failure: an unknown slug or a bad query says nothing a cache would keep', async () => {
    const missing = await call(detail, '/api/posts/no-such-post', { params: { slug: 'no-such-post' } })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBeNull()
    const bad = await call(list, '/api/posts', { query: { page: 'abc' } })
    expect(bad.status).toBe(400)
    expect(bad.headers.get('cache-control')).toBeNull()
  })

  it('keeps a member’s answers private, signed in or not', async () => {
    const member = await createUser()
    const signedIn = await call(currentUser, '/api/auth/user', { as: member })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('cache-control')).toBe(PRIVATE)
    const anonymous = await call(currentUser, '/api/auth/user')
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('cache-control')).toBe(PRIVATE)
  })

  it('answers the health check uncached, with the database reachable', async () => {
    const res = await call(health, '/api/health')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ status: 'ok' })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
