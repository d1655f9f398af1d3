import { describe, expect, it } from 'vitest'

import { oldSiteAddress } from '@/import/oldSite'
import { itemKey, sourceIdOf } from '@/import/write/keys'

describe('the old Ghost site’s address given with an import', () => {
  it('is kept as its origin and path, without a trailing slash, query or credentials', () => {
    expect(oldSiteAddress('https://Notes.Example.org/')).toEqual({ ok: true, value: 'https://notes.example.org' })
    expect(oldSiteAddress(' https://user:pw@example.org/blog/?x=1#top ')).toEqual({ ok: true, value: 'https://example.org/blog' })
    expect(oldSiteAddress('')).toEqual({ ok: true })
    expect(oldSiteAddress(undefined)).toEqual({ ok: true })
  })

  it('is refused unless it is an http(s) address', () => {
    for (const value of ['javascript:alert(1)', 'ftp://example.org', 'example.org', 'file:///etc/passwd', `https://${'a'.repeat(300)}.org`]) {
      expect(oldSiteAddress(value), value).toMatchObject({ ok: false, message: expect.stringMatching(/https:\/\//) })
    }
  })

  it('keys a Ghost site’s items apart from another’s, and leaves the keys of imports made without it as they were', () => {
    expect(itemKey(sourceIdOf('ghost', undefined), 'post', 'p1')).toBe('ghost::post:p1')
    expect(itemKey(sourceIdOf('ghost', 'https://one.example'), 'post', 'p1')).toBe('ghost:https://one.example:post:p1')
    expect(sourceIdOf('ghost', 'https://one.example')).not.toBe(sourceIdOf('ghost', 'https://two.example'))
  })
})
