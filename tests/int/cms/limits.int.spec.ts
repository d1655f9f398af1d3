import { describe, expect, it } from 'vitest'

import { LIMITS } from '@/lib/rateLimit/policies'
import { freshAddress } from '../../api'
import { createPost, createUser, testPayload, unique } from '../../factories'
import { rest } from './rest'

const from = (address: string) => ({ 'x-forwarded-for': address })

describe('the CMS API cannot be used to get around the site’s checks', () => {
  it('a member cannot comment or save a post through /cms-api (the site’s routes hold the limits)', async () => {
    const [member, post] = await Promise.all([createUser(), createPost()])
    const comment = await rest('POST', '/comments', { as: member, body: { post: post.id, content: unique('Through the back door') } })
    expect(comment.status).toBe(403)
    const favorite = await rest('POST', '/favorites', { as: member, body: { post: post.id } })
    expect(favorite.status).toBe(403)
    const payload = await testPayload()
    const stored = await payload.count({ collection: 'comments', where: { author: { equals: member.id } } })
    expect(stored.totalDocs).toBe(0)
  })

  it('changes through /cms-api count against the general limit per address', async () => {
    const address = freshAddress()
    const statuses: number[] = []
    for (let i = 0; i <= LIMITS.mutation.perAddress.points; i++) {
      statuses.push((await rest('POST', '/users/logout', { headers: from(address) })).status)
    }
    expect(statuses.slice(0, -1).every((s) => s !== 429)).toBe(true)
    const last = await rest('POST', '/users/logout', { headers: from(address) })
    expect(last.status).toBe(429)
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(last.json.message).toMatch(/^Too many requests/)
  })

  it('the admin sign-in throttle answers 429 with Retry-After', async () => {
    const address = freshAddress()
    const attempt = () =>
      rest('POST', '/users/login', { headers: from(address), body: { email: `${unique('nobody')}@example.test`, password: 'not-the-password' } })
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401)
    const refused = await attempt()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
