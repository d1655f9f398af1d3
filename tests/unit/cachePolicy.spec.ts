import { describe, expect, it } from 'vitest'

import { SHARED_BRIEFLY } from '@/lib/http/cacheControl'
import { pageCacheControl, proxyExpiry } from '@/server/cachePolicy'

const NEXT_ISR = 's-maxage=300, stale-while-revalidate=31535700'
const NEXT_DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate'
const get = (path: string, draft = false) => ({ method: 'GET', path, draft })

describe('the Cache-Control of pages (src/server/cachePolicy.ts)', () => {
  it('shortens Next’s own lifetime of a cached page to a second', () => {
    expect(pageCacheControl(get('/blog/a-post'), 200, NEXT_ISR)).toBe(SHARED_BRIEFLY)
    expect(pageCacheControl({ method: 'HEAD', path: '/', draft: false }, 200, NEXT_ISR)).toBe(SHARED_BRIEFLY)
  })

  it('shares a filtered list or a search, rendered per request, for a second', () => {
    expect(pageCacheControl(get('/organizations'), 200, NEXT_DYNAMIC)).toBe(SHARED_BRIEFLY)
    expect(pageCacheControl(get('/search'), 200, NEXT_DYNAMIC)).toBe(SHARED_BRIEFLY)
  })

  it('leaves personal pages, drafts, failures and other methods private', () => {
    expect(pageCacheControl(get('/account'), 200, NEXT_DYNAMIC)).toBeUndefined()
    expect(pageCacheControl(get('/blog/a-post', true), 200, NEXT_ISR)).toBeUndefined()
    expect(pageCacheControl(get('/search', true), 200, NEXT_DYNAMIC)).toBeUndefined()
    expect(pageCacheControl(get('/search'), 500, NEXT_DYNAMIC)).toBeUndefined()
    expect(pageCacheControl({ method: 'POST', path: '/search', draft: false }, 200, NEXT_DYNAMIC)).toBeUndefined()
    expect(pageCacheControl(get('/blog'), 200, undefined)).toBeUndefined()
  })

  it('tells nginx to keep a page to the end of the current second', () => {
    expect(proxyExpiry(Date.UTC(2026, 10, 24, 12, 0, 0, 999))).toBe(`@${Date.UTC(2026, 10, 24, 12, 0, 0) / 1000}`)
  })
})
