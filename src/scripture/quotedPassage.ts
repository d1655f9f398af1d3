/**
 * A passage the creator typed, with its words from the World English Bible: what a Bible passage
 * block saves, and what the editor shows while the creator types. Server only: the Bible's text
 * comes with it (./text.ts).
 */
import { passageHref } from './references'
import { passageVerses } from './text'
import { readTypedPassage } from './typedPassage'

export type QuotedVerse = { chapter: number; verse: number; text: string }

export type QuotedPassage = { ok: true; label: string; href: string; verses: QuotedVerse[] } | { ok: false; message: string }

/** Psalm 119 (176 verses) fits in one block; a whole book does not. */
export const QUOTED_PASSAGE_MAX_VERSES = 200

export const quotePassage = (typed: unknown): QuotedPassage => {
  const read = readTypedPassage(typed)
  if (!read.ok) return read
  const verses = passageVerses(read.passage)
  // The few verses the translation leaves out (Acts 8:37) have no words to quote.
  if (!verses.length) return { ok: false, message: `The World English Bible has no text for ${read.label}. Choose the verses around it.` }
  if (verses.length > QUOTED_PASSAGE_MAX_VERSES) {
    return { ok: false, message: `${read.label} is ${verses.length} verses long; a Bible passage block quotes at most ${QUOTED_PASSAGE_MAX_VERSES}. Choose part of it.` }
  }
  return { ok: true, label: read.label, href: passageHref(read.passage), verses }
}
