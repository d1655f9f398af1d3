/**
 * A passage's words as a reader's popover shows them (the passage route's answer): its name, its
 * page on the site, the book and chapter a "read in context" link needs, and the verses with
 * their numbers. The same for every reader and never changing, so it is cached for long.
 */
import { PASSAGE_ANSWER_MAX_VERSES, type PassageAnswer } from './passageAnswer'
import { passageOfKey } from './passageKey'
import { passageHref, passageLabel } from './references'
import { chapterVerses, passageVerses } from './text'

const TRANSLATION = 'World English Bible (WEB)'

/**
 * The passage a key names (src/scripture/passageKey.ts) with its first verses (a whole book is
 * cut to what a popover shows), or null when the Bible has no such verses.
 */
export const passageText = (key: string): PassageAnswer | null => {
  const passage = passageOfKey(key)
  if (!passage) return null
  const first = chapterVerses(passage.book, passage.chapter)
  const last = chapterVerses(passage.book, passage.endChapter)
  if (!first || !last) return null
  if ((passage.verse ?? 1) > first.length || (passage.endVerse ?? 1) > last.length) return null
  const verses = passageVerses(passage)
  if (verses.length === 0) return null
  return {
    reference: passageLabel(passage),
    href: passageHref(passage),
    book: { name: passage.book.name, slug: passage.book.slug },
    chapter: passage.chapter,
    translation: TRANSLATION,
    verses: verses.slice(0, PASSAGE_ANSWER_MAX_VERSES),
    verseCount: verses.length,
  }
}
