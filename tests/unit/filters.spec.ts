import { describe, expect, it } from 'vitest'

import { listLinkPrefetch } from '@/lib/filteredLists'
import { filterHref } from '@/lib/filterAddress'
import { readMediaFilters } from '@/lib/validation/mediaFilters'
import { readMusicFilters } from '@/lib/validation/musicFilters'
import { readOrganizationFilters } from '@/lib/validation/organizationFilters'

describe('filters read from the address', () => {
  it('keeps acceptable values, trimmed, and drops blank ones', () => {
    expect(readOrganizationFilters({ q: '  grace ', category: 'Academic', tag: '' })).toEqual({ q: 'grace', category: 'Academic' })
  })

  it('treats "all" as no category or verdict', () => {
    expect(readOrganizationFilters({ category: 'all' })).toEqual({ category: undefined })
    expect(readMediaFilters(new URLSearchParams('verdict=All&category=all&q=x'))).toEqual({ q: 'x', verdict: undefined, category: undefined })
  })

  it('drops hostile or malformed values instead of failing', () => {
    expect(readOrganizationFilters({ q: 'a\u0000b', tag: 'x'.repeat(101) })).toEqual({})
    expect(readMusicFilters({ page: '0' })).toEqual({})
    expect(readMusicFilters({ page: 'abc' })).toEqual({})
    expect(readMusicFilters({ page: '2', genre: ['Rock', 'Pop'] })).toEqual({ page: 2, genre: 'Rock' })
  })

  it('keeps an unknown but well-formed value, which then shows the empty state', () => {
    expect(readMusicFilters({ verdict: 'heretical' })).toEqual({ verdict: 'heretical' })
  })
})

describe('the address after a filter change', () => {
  it('sets, replaces and clears parameters, keeping the others', () => {
    expect(filterHref('/organizations', { q: 'grace' }, { category: 'Academic' })).toBe('/organizations?q=grace&category=Academic')
    expect(filterHref('/organizations', { q: 'grace', tag: 'Truth' }, { tag: undefined })).toBe('/organizations?q=grace')
    expect(filterHref('/organizations', { q: 'grace' }, { q: '' })).toBe('/organizations')
  })

  it('returns to page 1 on any change but the page itself', () => {
    expect(filterHref('/music-analysis', { genre: 'Rock', page: 3 }, { verdict: 'unbiblical' })).toBe('/music-analysis?genre=Rock&verdict=unbiblical')
    expect(filterHref('/music-analysis', { genre: 'Rock' }, { page: 2 })).toBe('/music-analysis?genre=Rock&page=2')
    expect(filterHref('/music-analysis', { page: 2 }, { page: 1 })).toBe('/music-analysis')
  })
})

describe('links to a filtered list (src/lib/filteredLists.ts)', () => {
  it('are not prefetched, so the router never reuses the plain list for a filtered address', () => {
    for (const path of ['/organizations', '/media', '/music-analysis', '/reading-plans']) expect(listLinkPrefetch(path)).toBe(false)
    for (const path of ['/blog', '/reading-club', '/playlists', '/']) expect(listLinkPrefetch(path)).toBeUndefined()
  })
})
