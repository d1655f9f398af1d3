/**
 * Scripture references in the creator's words ("Romans 12:2", "1 John 4:1", "Ps 119:105",
 * "John 3:16–18", "Gen 1", "Rom. 8:28, 31", "1 Cor 13:4-7"), recognised with the well-kept
 * `bible-passage-reference-parser`: what a reference would look like in prose, and only one that
 * names a passage the Bible has ("Romans 99:1" is none). A book named alone ("Psalm", "Acts of
 * kindness") is never a reference, nor is a match inside an address (`http://…/John 3:16`).
 */
import { bcv_parser } from 'bible-passage-reference-parser'
import * as english from 'bible-passage-reference-parser/esm/lang/en.js'

import { bookByOsis, type Book } from './books'

/** A passage: a book, and a chapter and verse range in it (or across chapters). */
export type Passage = { book: Book; chapter: number; verse: number | null; endChapter: number; endVerse: number | null }

export type Reference = { start: number; end: number; text: string; passage: Passage }

const parser = new bcv_parser(english)
parser.set_options({
  osis_compaction_strategy: 'bcv',
  consecutive_combination_strategy: 'separate',
  sequence_combination_strategy: 'separate',
  invalid_passage_strategy: 'ignore',
  invalid_sequence_strategy: 'ignore',
  book_alone_strategy: 'ignore',
  book_sequence_strategy: 'ignore',
  book_range_strategy: 'ignore',
  passage_existence_strategy: 'bcv',
  zero_chapter_strategy: 'error',
  zero_verse_strategy: 'error',
  single_chapter_1_strategy: 'chapter',
})

/** "John.3.16" → its parts; a whole chapter has no verse. */
const point = (osis: string) => {
  const [code, chapter, verse] = osis.split('.')
  return { code, chapter: Number(chapter), verse: verse === undefined ? null : Number(verse) }
}

/**
 * The parser's OSIS ("John.3.16-John.3.18", "Gen.1.1-Gen.1.31") as a passage; null across books.
 * Written without a verse ("Gen 1", "Ps 23–24"), the parser's range from verse 1 is whole chapters.
 */
const passageOf = (osis: string, chaptersOnly: boolean): Passage | null => {
  const [from, to = from] = osis.split('-')
  const a = point(from)
  const b = point(to)
  const book = bookByOsis(a.code)
  if (!book || a.code !== b.code) return null
  if (chaptersOnly && from !== to && a.verse === 1) return { book, chapter: a.chapter, verse: null, endChapter: b.chapter, endVerse: null }
  return { book, chapter: a.chapter, verse: a.verse, endChapter: b.chapter, endVerse: b.verse }
}

/** Whether the match sits inside an address or a path (`…/John 3:16`, `example.org/Acts`). */
const insideAddress = (text: string, start: number) => {
  const before = text.slice(Math.max(0, start - 200), start)
  const token = before.slice(before.search(/\S*$/))
  return /[/\\@#=&?]|:\/\/|\.\w/.test(token) || /[/\w]$/.test(before)
}

/**
 * Whether what follows a chapter-only match reads as counting, not citing ("Numbers 1 through 10
 * on the list", "Mark 2 of 5"): a chapter alone is a reference only when the words go on otherwise.
 */
const countingAfter = (text: string, end: number) => /^\s*(?:through|thru|to|of|out of|percent|%|am\b|pm\b|[ap]\.m\.)/i.test(text.slice(end, end + 20))

/** The references in `text`, in order, each with where it stands. */
export const findReferences = (text: string): Reference[] => {
  if (!text || !/\d/.test(text)) return []
  parser.parse(text)
  const found: Reference[] = []
  for (const entity of parser.osis_and_indices()) {
    const [start, end] = entity.indices
    if (insideAddress(text, start)) continue
    const words = text.slice(start, end)
    const passage = passageOf(entity.osis, !/\d\s*[:.]\s*\d|\bv(?:v|erses?)?\.?\s*\d/i.test(words))
    if (passage && passage.verse === null && countingAfter(text, end)) continue
    if (passage) found.push({ start, end, text: words, passage })
  }
  return found
}

/** "John 3:16–18", "Genesis 1", "Romans 8:28", "Ruth 1:1–2:3": how the site names a passage. */
export const passageLabel = ({ book, chapter, verse, endChapter, endVerse }: Passage): string => {
  if (verse === null) return endChapter === chapter ? `${book.name} ${chapter}` : `${book.name} ${chapter}–${endChapter}`
  if (endChapter !== chapter) return `${book.name} ${chapter}:${verse}–${endChapter}:${endVerse}`
  return endVerse !== null && endVerse !== verse ? `${book.name} ${chapter}:${verse}–${endVerse}` : `${book.name} ${chapter}:${verse}`
}

/**
 * The passage's page: its (first) chapter, the verses highlighted and scrolled to
 * (`/scripture/john/3?v=16-18#v16`).
 */
export const passageHref = ({ book, chapter, verse, endChapter, endVerse }: Passage): string => {
  const base = `/scripture/${book.slug}/${chapter}`
  if (verse === null) return base
  const last = endChapter === chapter && endVerse !== null ? endVerse : verse
  return `${base}?v=${last === verse ? verse : `${verse}-${last}`}#v${verse}`
}
