import { describe, expect, it } from 'vitest'

import { readSearchQuery } from '@/components/search/searchQuery'
import { NOT_ALLOWED } from '@/lib/validation/fields'

describe('the /search page’s query', () => {
  it('runs a trimmed query from the first q', () => {
    expect(readSearchQuery({ q: ['  grace ', 'law'], page: '2' })).toEqual({ raw: 'grace', query: 'grace', problem: null, page: 2 })
  })

  it('is no search and no problem when blank', () => {
    expect(readSearchQuery({ q: '   ' })).toMatchObject({ query: null, problem: null, page: 1 })
  })

  it('shows why a query cannot run instead of running it', () => {
    expect(readSearchQuery({ q: 'x'.repeat(201) })).toMatchObject({ query: null, problem: 'Search for 200 characters at most.' })
    // A NUL byte would fail in PostgreSQL (a 500); a lone surrogate has no UTF-8 form.
    expect(readSearchQuery({ q: 'a\u0000b' })).toMatchObject({ query: null, problem: NOT_ALLOWED })
    expect(readSearchQuery({ q: '\u0000' })).toMatchObject({ query: null, problem: NOT_ALLOWED })
    expect(readSearchQuery({ q: 'grace\uDC00' })).toMatchObject({ query: null, problem: NOT_ALLOWED })
  })

  it('reads an invalid page number as the first page', () => {
    expect(readSearchQuery({ q: 'grace', page: '0' }).page).toBe(1)
    expect(readSearchQuery({ q: 'grace', page: 'abc' }).page).toBe(1)
  })
})
