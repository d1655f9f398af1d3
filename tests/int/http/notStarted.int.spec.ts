/**
 * A route asked while Payload cannot start (its database was away when the server began) tells
 * the caller to try again, as it does when the database drops later: 503 with Retry-After.
 */
import { describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/payload', () => ({ payloadClient: () => Promise.reject(new Error('cannot connect to Postgres')) }))

const { GET: health } = await import('@/app/(frontend)/api/health/route')
const { GET: posts } = await import('@/app/(frontend)/api/posts/route')
const { call } = await import('../../api')

describe('before Payload has started', () => {
  it.each([
    ['/api/health', health],
    ['/api/posts', posts],
  ] as const)('%s answers 503 with Retry-After', async (path, handler) => {
    const res = await call(handler, path)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
  })
})
