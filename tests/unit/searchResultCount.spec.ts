import { describe, expect, it } from 'vitest'

import { cappedNote, resultCount } from '@/components/search/resultCount'

describe('the /search page’s result count', () => {
  it('counts every result and says which page is shown', () => {
    expect(resultCount({ total: 1, totalPages: 1, capped: false }, 1)).toBe('1 result')
    expect(resultCount({ total: 11, totalPages: 2, capped: false }, 2)).toBe('11 results · page 2 of 2')
    expect(resultCount({ total: 11, totalPages: 2, capped: false }, 9)).toBe('11 results · page 2 of 2')
  })

  it('never passes off the bound on ranked matches as the number that matched', () => {
    expect(resultCount({ total: 1000, totalPages: 100, capped: false }, 1)).toBe('1,000 results · page 1 of 100')
    expect(resultCount({ total: 1000, totalPages: 100, capped: true }, 3)).toBe('More than 1,000 results · page 3 of 100')
    expect(cappedNote(1000)).toBe('Showing the best matches among the newest 1,000. Add words to narrow the search.')
  })
})
