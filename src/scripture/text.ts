/**
 * The text of the World English Bible (public domain), shipped with the site in
 * src/scripture/data/web.json (made by scripts/bible/generateWeb.ts from Debian's
 * `sword-text-web`): part of the server's bundle (so a standalone build carries it too), indexed
 * once, on the first passage asked for, never fetched.
 */
import type { Book } from './books'
import web from './data/web.json'
import type { Passage } from './references'

let bible: Map<string, string[][]> | null = null

const chaptersOf = (book: Book): string[][] => {
  bible ??= new Map(web.books.map((b) => [b.osis, b.chapters]))
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
