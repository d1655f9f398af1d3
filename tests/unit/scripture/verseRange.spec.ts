import { describe, expect, it } from 'vitest'

import { verseRange } from '@/scripture/verseRange'

describe('the verses a reference link marks', () => {
  it.each([
    ['16', 36, { from: 16, to: 16 }],
    ['16-18', 36, { from: 16, to: 18 }],
    ['24-25', 25, { from: 24, to: 25 }],
  ])('%s in a chapter of %i verses marks %o', (range, count, expected) => {
    expect(verseRange(range, count)).toEqual(expected)
  })

  // Past the chapter's end, backwards, or not as the site writes it: no page of its own.
  it.each([['18-16'], ['16-16'], ['16-40'], ['37'], ['0'], ['abc'], ['1;2'], ['16-'], ['-3'], ['1000'], ['16-18-20']])('%s marks nothing', (range) => {
    expect(verseRange(range, 36)).toBeNull()
  })
})
