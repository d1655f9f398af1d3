/**
 * The text of the World English Bible (public domain), shipped with the site in
 * src/scripture/data/web.json (made by scripts/bible/generateWeb.ts from Debian's
 * `sword-text-web`): read from disk once, on the first passage asked for, never fetched.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Book } from './books'
import type { Passage } from './references'

type Bible = { translation: string; abbreviation: string; books: { osis: string; chapters: string[][] }[] }

let bible: Map<string, string[][]> | null = null

const chaptersOf = (book: Book): string[][] => {
  if (!bible) {
    const data = JSON.parse(readFileSync(path.join(process.cwd(), 'src/scripture/data/web.json'), 'utf8')) as Bible
    bible = new Map(data.books.map((b) => [b.osis, b.chapters]))
  }
  return bible.get(book.osis) ?? []
}

/** How many chapters the book has. */
export const chapterCount = (book: Book): number => chaptersOf(book).length

/** The chapter's verses, numbered from 1 (an empty string where the translation has none). */
export const chapterVerses = (book: Book, chapter: number): string[] | null => chaptersOf(book)[chapter - 1] ?? null

/** The passage's verses with their numbers; across chapters, each verse with its chapter. */
export const passageVerses = (passage: Passage): { chapter: number; verse: number; text: string }[] => {
  const out: { chapter: number; verse: number; text: string }[] = []
  for (let chapter = passage.chapter; chapter <= passage.endChapter; chapter++) {
    const verses = chapterVerses(passage.book, chapter) ?? []
    const first = chapter === passage.chapter && passage.verse !== null ? passage.verse : 1
    const last = chapter === passage.endChapter && passage.endVerse !== null ? passage.endVerse : verses.length
    for (let verse = first; verse <= last && verse <= verses.length; verse++) if (verses[verse - 1]) out.push({ chapter, verse, text: verses[verse - 1] })
  }
  return out
}
