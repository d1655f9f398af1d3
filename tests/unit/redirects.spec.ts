/**
 * The redirects' addresses and the table the HTTP server answers from (no database here).
 */
import { describe, expect, it } from 'vitest'

import { parseDestination, parseFrom, withQuery } from '@/lib/redirects/addresses'
import { buildRedirectTable, redirectFor } from '@/lib/redirects/table'

const SITE = 'https://renewed.example'

const value = (parsed: ReturnType<typeof parseFrom>) => (parsed.ok ? parsed.value : `refused: ${parsed.message}`)

describe('a redirect’s old address (from)', () => {
  it.each([
    ['/blog/old-title', '/blog/old-title'],
    ['  /Blog/Old-Title/  ', '/blog/old-title'],
    ['/blog/old-title///', '/blog/old-title'],
    ['/blog/old-title?utm=x#top', '/blog/old-title'],
    ['/a/./b/../c', '/a/c'],
    ['/blog/café', '/blog/caf%c3%a9'],
    ['/my old page', '/my%20old%20page'],
    [`${SITE}/blog/Pasted?from=browser`, '/blog/pasted'],
  ])('%j is kept as %j', (input, expected) => {
    expect(value(parseFrom(input, SITE))).toBe(expected)
  })

  it.each([
    ['', 'Enter the old address'],
    ['blog/no-slash', 'starts with a single /'],
    ['//evil.example/x', 'starts with a single /'],
    ['/\\evil.example', 'starts with a single /'],
    ['https://elsewhere.example/page', 'starts with a single /'],
    ['javascript:alert(1)', 'starts with a single /'],
    ['/with\u0000nul', 'control characters'],
    ['/line\nbreak', 'control characters'],
    ['/', 'home page'],
    ['/?q=1', 'home page'],
    ['/admin', 'one of the site’s own pages'],
    ['/ADMIN/collections', 'one of the site’s own pages'],
    ['/api/posts', 'one of the site’s own pages'],
    ['/api/no-such-endpoint', 'one of the site’s own pages'],
    ['/cms-api/redirects', 'one of the site’s own pages'],
    ['/_next/static/x.js', 'one of the site’s own pages'],
    ['/x/%2e%2e/admin', 'one of the site’s own pages'],
    // The site's own fixed routes, read from the route tree: sign-in, reset links, the account, feeds.
    ['/reset-password', 'one of the site’s own pages'],
    ['/login', 'one of the site’s own pages'],
    ['/%6Cogin', 'one of the site’s own pages'],
    ['/account', 'one of the site’s own pages'],
    ['/dashboard', 'one of the site’s own pages'],
    ['/rss', 'one of the site’s own pages'],
    ['/feed.json', 'one of the site’s own pages'],
    ['/sitemap.xml', 'one of the site’s own pages'],
    ['/robots.txt', 'one of the site’s own pages'],
    ['/favicon.ico', 'one of the site’s own pages'],
    ['/blog', 'one of the site’s own pages'],
    ['/cms-api/uploads/file/cover.webp', 'one of the site’s own pages'],
    ['/bad/%FF', 'not valid UTF-8'],
    [`/${'a'.repeat(1000)}`, 'too long'],
  ])('%j is refused (%s)', (input, message) => {
    const parsed = parseFrom(input, SITE)
    expect(parsed.ok).toBe(false)
    expect(parsed.ok ? '' : parsed.message).toContain(message)
  })
})

describe('a typed destination', () => {
  it.each([
    ['/blog/new-title', '/blog/new-title'],
    ['/organizations?category=cults#list', '/organizations?category=cults#list'],
    ['/blog/café', '/blog/caf%C3%A9'],
    ['https://elsewhere.example/a page', 'https://elsewhere.example/a%20page'],
    ['http://elsewhere.example', 'http://elsewhere.example/'],
    [`${SITE}/blog/ours?x=1`, '/blog/ours?x=1'],
  ])('%j is kept as %j', (input, expected) => {
    expect(value(parseDestination(input, SITE))).toBe(expected)
  })

  it.each([
    ['', 'Enter where readers should go'],
    ['//evil.example', 'single /'],
    ['/\\evil.example', 'single /'],
    ['javascript:alert(1)', 'Only http:// and https://'],
    ['JavaScript:alert(1)', 'Only http:// and https://'],
    ['data:text/html,hi', 'Only http:// and https://'],
    ['ftp://files.example/x', 'Only http:// and https://'],
    ['https://user:secret@elsewhere.example/', 'user name or password'],
    ['elsewhere.example/page', 'full address'],
    ['https://elsewhere.example/\r\nSet-Cookie: x=1', 'control characters'],
    [`https://elsewhere.example/${'a'.repeat(2000)}`, 'too long'],
  ])('%j is refused (%s)', (input, message) => {
    const parsed = parseDestination(input, SITE)
    expect(parsed.ok).toBe(false)
    expect(parsed.ok ? '' : parsed.message).toContain(message)
  })
})

describe('the query string', () => {
  it('is added before the fragment, after the destination’s own', () => {
    expect(withQuery('/b', '?utm=x')).toBe('/b?utm=x')
    expect(withQuery('/b?a=1#top', '?utm=x')).toBe('/b?a=1&utm=x#top')
    expect(withQuery('/b#top', '')).toBe('/b#top')
    expect(withQuery('/b', '?')).toBe('/b')
  })
})

describe('the table the server answers from', () => {
  const table = buildRedirectTable([
    { from: '/blog/old', destination: '/blog/new' },
    { from: '/blog/older', destination: '/blog/old' },
    { from: '/blog/oldest', destination: '/blog/older?via=oldest' },
    { from: '/away', destination: 'https://elsewhere.example/page?a=1' },
    { from: '/circle-a', destination: '/circle-b' },
    { from: '/circle-b', destination: '/circle-a' },
    { from: '/into-circle', destination: '/circle-a' },
    { from: '/self', destination: '/SELF/' },
    { from: '/resting', destination: null },
    { from: '//evil.example', destination: '/x' },
    { from: '/admin/anything', destination: '/x' },
    { from: '/bad-destination', destination: 'javascript:alert(1)' },
    { from: '/protocol-relative', destination: '//evil.example' },
    // Saved before the site's own routes were protected: never answered.
    { from: '/reset-password', destination: 'https://elsewhere.example/collect' },
    { from: '/login', destination: '/blog/new' },
    { from: '/not-allowed', destination: 'https://attacker.example/collect' },
  ], new Set(['elsewhere.example']))

  it('answers a moved address with its destination, the query string kept on this site', () => {
    expect(redirectFor(table, 'GET', '/blog/old')).toBe('/blog/new')
    expect(redirectFor(table, 'HEAD', '/blog/old?utm_source=mail&x=1')).toBe('/blog/new?utm_source=mail&x=1')
  })

  it('never carries the query string to another website (it may hold a token)', () => {
    expect(redirectFor(table, 'GET', '/away?token=secret')).toBe('https://elsewhere.example/page?a=1')
  })

  it('leads elsewhere only to websites allowed in the site settings', () => {
    expect(redirectFor(table, 'GET', '/not-allowed')).toBeNull()
    expect(redirectFor(buildRedirectTable([{ from: '/away', destination: 'https://elsewhere.example/' }]), 'GET', '/away')).toBeNull()
  })

  it('never answers for one of the site’s own pages, whatever the rows say', () => {
    expect(redirectFor(table, 'GET', '/reset-password?token=secret')).toBeNull()
    expect(redirectFor(table, 'GET', '/login')).toBeNull()
  })

  it('ignores letter case and trailing slashes', () => {
    expect(redirectFor(table, 'GET', '/Blog/OLD/')).toBe('/blog/new')
  })

  it('follows chains to their end: one hop for the reader', () => {
    expect(redirectFor(table, 'GET', '/blog/older')).toBe('/blog/new')
    expect(redirectFor(table, 'GET', '/blog/oldest')).toBe('/blog/new?via=oldest')
  })

  it('leaves out circles, redirects to themselves and those that lead nowhere', () => {
    for (const path of ['/circle-a', '/circle-b', '/into-circle', '/self', '/resting']) expect(redirectFor(table, 'GET', path), path).toBeNull()
  })

  it('never holds an address or destination the collection would refuse', () => {
    expect([...table.keys()].sort()).toEqual(['/away', '/blog/old', '/blog/older', '/blog/oldest'])
    expect(redirectFor(table, 'GET', '//evil.example')).toBeNull()
    expect(redirectFor(table, 'GET', '/bad-destination')).toBeNull()
    expect(redirectFor(table, 'GET', '/protocol-relative')).toBeNull()
  })

  it('answers only GET and HEAD, and never the site’s own paths', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', undefined]) expect(redirectFor(table, method, '/blog/old')).toBeNull()
    const own = buildRedirectTable([{ from: '/x', destination: '/y' }])
    for (const path of ['/admin/anything', '/api/posts', '/cms-api/redirects', '/_next/static/x.js', '*', 'http://host/x']) {
      expect(redirectFor(own, 'GET', path), path).toBeNull()
    }
  })

  it('lets every other address through', () => {
    expect(redirectFor(table, 'GET', '/blog/new')).toBeNull()
    expect(redirectFor(table, 'GET', '/')).toBeNull()
    expect(redirectFor(buildRedirectTable([]), 'GET', '/blog/old')).toBeNull()
  })
})
