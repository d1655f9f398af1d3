/**
 * A passage as one short word for links and the passage route: the book's slug, then the chapter
 * and verse with dots, and where the passage ends after a hyphen (`john.3.16`, `john.3.16-18`,
 * `ruth.1.22-2.2`, `genesis.1`, `genesis.5-7`). After a verse, the end is a verse of the same
 * chapter or `chapter.verse`; after a chapter alone, it is a chapter. A slug holds no dot, so the
 * first dot ends it (`1-john.4.1`).
 */
import { bookBySlug } from './books'
import type { Passage } from './references'

export const passageKey = ({ book, chapter, verse, endChapter, endVerse }: Passage): string => {
  const start = `${book.slug}.${chapter}`
  if (verse === null) return endChapter === chapter ? start : `${start}-${endChapter}`
  const end = endVerse ?? verse
  if (endChapter !== chapter) return `${start}.${verse}-${endChapter}.${end}`
  return end === verse ? `${start}.${verse}` : `${start}.${verse}-${end}`
}

/** How a key is written; the numbers have one to three digits, none starting with 0. */
export const PASSAGE_KEY = /^([a-z0-9-]{1,20})\.([1-9]\d{0,2})(?:\.([1-9]\d{0,2}))?(?:-([1-9]\d{0,2})(?:\.([1-9]\d{0,2}))?)?$/

/**
 * The passage a key names, or null when it is not written as one, names no book, or ends before
 * it starts. Whether the Bible has those verses is for the text to say (src/scripture/text.ts).
 */
export const passageOfKey = (key: string): Passage | null => {
  const match = PASSAGE_KEY.exec(key)
  const book = match && bookBySlug(match[1])
  if (!match || !book) return null
  const [chapter, verse, to, toVerse] = [match[2], match[3], match[4], match[5]].map((n) => (n === undefined ? null : Number(n)))
  const start = chapter as number
  // After a chapter alone, the end is a chapter: `genesis.5-7`, never `genesis.5-7.2`.
  if (verse === null) {
    if (toVerse !== null) return null
    const endChapter = to ?? start
    return endChapter < start ? null : { book, chapter: start, verse: null, endChapter, endVerse: null }
  }
  const endChapter = toVerse === null ? start : (to as number)
  const endVerse = toVerse ?? to ?? verse
  if (endChapter < start || (endChapter === start && endVerse < verse)) return null
  return { book, chapter: start, verse, endChapter, endVerse }
}
