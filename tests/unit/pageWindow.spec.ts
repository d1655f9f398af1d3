import { describe, expect, it } from 'vitest'

import { pageHref, pageWindow, parsePageParam } from '@/components/pagination/pageWindow'
import { truncateSummary } from '@/components/posts/truncateSummary'

describe('pagination', () => {
  it('shows up to 5 page numbers centred on the current page', () => {
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7])
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(2, 9)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9])
    expect(pageWindow(8, 9)).toEqual([5, 6, 7, 8, 9])
  })

  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(3, 3)).toEqual([1, 2, 3])
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('accepts only canonical page numbers in the address', () => {
    expect(parsePageParam('2')).toBe(2)
    expect(parsePageParam('999999')).toBe(999999)
    for (const bad of ['0', '02', '-1', '1.5', 'abc', '', '1e3', '1000000']) expect(parsePageParam(bad)).toBeNull()
  })

  it('links page 1 to the list itself', () => {
    expect(pageHref('/blog', 1)).toBe('/blog')
    expect(pageHref('/category/grace', 3)).toBe('/category/grace/page/3')
  })
})

describe('card summaries', () => {
  it('stay as they are up to 120 characters', () => {
    const text = 'a'.repeat(120)
    expect(truncateSummary(text)).toBe(text)
  })

  it('are cut at a word within 120 characters, with an ellipsis', () => {
    const text = 'Grace and truth meet in the cross, where mercy is given freely and sin is named plainly for what it is, so that we may walk in the light.'
    const cut = truncateSummary(text)
    expect(cut.length).toBeLessThanOrEqual(121)
    expect(cut.endsWith('…')).toBe(true)
    expect(text.startsWith(cut.slice(0, -1))).toBe(true)
    expect(cut.slice(0, -1)).not.toMatch(/\s$/)
  })

  it('cut a single long word at 120 characters', () => {
    expect(truncateSummary('x'.repeat(200))).toBe(`${'x'.repeat(120)}…`)
  })
})
