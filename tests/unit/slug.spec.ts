import { describe, expect, it } from 'vitest'

import { slugify } from '@/fields/slug'
import { minutesToRead } from '@/fields/readingTime'
import { parseEmbed } from '@/lib/embeds'

describe('slugify', () => {
  it.each([
    ['Grace & Truth: Part 2!', 'grace-truth-part-2'],
    ['  Café   Culture  ', 'cafe-culture'],
    ['Already-a-slug', 'already-a-slug'],
  ])('%s -> %s', (input, expected) => expect(slugify(input)).toBe(expected))
})

describe('minutesToRead', () => {
  it('rounds up at 200 words a minute and never says 0', () => {
    expect(minutesToRead('')).toBe(1)
    expect(minutesToRead(Array(201).fill('w').join(' '))).toBe(2)
  })
})

describe('parseEmbed', () => {
  it('keeps only the iframe src from a trusted service', () => {
    expect(parseEmbed('<iframe src="https://open.spotify.com/embed/playlist/abc" onload="alert(1)"></iframe>')).toEqual({
      src: 'https://open.spotify.com/embed/playlist/abc',
      host: 'open.spotify.com',
    })
  })
  it.each([
    '<iframe src="https://evil.example/embed"></iframe>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<script>alert(1)</script>',
    'http://open.spotify.com/embed/x',
  ])('refuses %s', (code) => expect(parseEmbed(code)).toBeNull())
})
