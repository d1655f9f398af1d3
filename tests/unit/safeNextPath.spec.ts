import { describe, expect, it } from 'vitest'

import { safeNextPath } from '@/lib/auth/safeNextPath'

describe('where the login page sends a member afterwards', () => {
  it('follows a path on this site, query included', () => {
    expect(safeNextPath('/blog/grace')).toBe('/blog/grace')
    expect(safeNextPath('/search?q=grace&page=2')).toBe('/search?q=grace&page=2')
  })

  it('goes home without a next parameter', () => {
    expect(safeNextPath(null)).toBe('/')
    expect(safeNextPath('')).toBe('/')
  })

  it('never leaves the site', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example', 'blog']) {
      expect(safeNextPath(next)).toBe('/')
    }
  })
})
