/**
 * WordPress's numbered addresses (`/?p=123`, `/?page_id=123`) of imported documents lead to their
 * pages now, while every other query on the home page is left to the site.
 */
import { describe, expect, it } from 'vitest'

import { buildRedirectTable, redirectFor, withOldNumbers } from '@/lib/redirects/table'

const table = withOldNumbers(buildRedirectTable([{ from: '/2012/01/03/old', destination: '/blog/new' }]), [
  { numericId: 123, destination: '/blog/grace' },
  { numericId: 7, destination: '/about-2' },
])

describe('old WordPress numbers', () => {
  it('lead to the imported post or page', () => {
    expect(redirectFor(table, 'GET', '/?p=123')).toBe('/blog/grace')
    expect(redirectFor(table, 'HEAD', '/?page_id=7')).toBe('/about-2')
    expect(redirectFor(table, 'GET', '/?utm_source=x&p=123')).toBe('/blog/grace')
  })

  it('leave unknown numbers, other queries, other methods and other paths alone', () => {
    expect(redirectFor(table, 'GET', '/?p=124')).toBeNull()
    expect(redirectFor(table, 'GET', '/?p=12x')).toBeNull()
    expect(redirectFor(table, 'GET', '/?q=123')).toBeNull()
    expect(redirectFor(table, 'GET', '/?pp=123')).toBeNull()
    expect(redirectFor(table, 'POST', '/?p=123')).toBeNull()
    expect(redirectFor(table, 'GET', '/blog?p=123')).toBeNull()
    expect(redirectFor(table, 'GET', '/?p=99999999999')).toBeNull()
    expect(redirectFor(table, 'GET', '/')).toBeNull()
  })

  it('keep the ordinary redirects working beside them', () => {
    expect(redirectFor(table, 'GET', '/2012/01/03/old/')).toBe('/blog/new')
  })
})
