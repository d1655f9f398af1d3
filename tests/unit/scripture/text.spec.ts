/**
 * The World English Bible shipped with the site (src/scripture/data/web.json): every book of the
 * canon with its chapters, and the passages the references name.
 */
import { describe, expect, it } from 'vitest'

import { BOOKS, bookBySlug } from '@/scripture/books'
import { findReferences } from '@/scripture/references'
import { chapterCount, chapterVerses, passageVerses } from '@/scripture/text'

describe('the World English Bible shipped with the site', () => {
  it('holds the 66 books and their 1,189 chapters', () => {
    expect(BOOKS).toHaveLength(66)
    expect(BOOKS.reduce((n, book) => n + chapterCount(book), 0)).toBe(1189)
    expect(chapterCount(bookBySlug('psalms')!)).toBe(150)
    expect(chapterVerses(bookBySlug('psalms')!, 119)).toHaveLength(176)
    expect(chapterCount(bookBySlug('jude')!)).toBe(1)
  })

  it('gives each passage its words, verse by verse', () => {
    const [john] = findReferences('John 3:16')
    expect(passageVerses(john.passage)).toEqual([
      { chapter: 3, verse: 16, text: 'For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.' },
    ])
    const [romans] = findReferences('Romans 12:1-2')
    expect(passageVerses(romans.passage).map((v) => v.verse)).toEqual([1, 2])
    expect(passageVerses(romans.passage)[1].text).toMatch(/^Don’t be conformed to this world/)
    const [psalm] = findReferences('Psalm 23')
    expect(passageVerses(psalm.passage)).toHaveLength(6)
    const [across] = findReferences('Ruth 1:22–2:2')
    expect(passageVerses(across.passage).map((v) => `${v.chapter}:${v.verse}`)).toEqual(['1:22', '2:1', '2:2'])
  })

  it('has no markup, footnote or heading left in any verse', () => {
    for (const book of BOOKS) {
      for (let chapter = 1; chapter <= chapterCount(book); chapter++) {
        for (const text of chapterVerses(book, chapter)!) expect(text).not.toMatch(/[<>]|strong:|x-usfm/)
      }
    }
  })
})
