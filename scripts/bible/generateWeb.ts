/**
 * Writes src/scripture/data/web.json, the World English Bible (public domain) the site quotes,
 * from Debian's `sword-text-web` package (the SWORD module engWEB2015eb) exported with
 * `mod2imp` (Debian's `libsword-utils`); run as root it installs both through apt when absent.
 * Only the 66 books of the Protestant canon; each verse as plain text: footnotes, headings and
 * the module's word-level markup are left out. `npx tsx scripts/bible/generateWeb.ts` (the
 * result is committed; the site fetches nothing at run time).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { decodeHTML } from 'entities'

import { BOOKS } from '../../src/scripture/books'

const MODULE = 'engWEB2015eb'

const ensureTools = () => {
  if (spawnSync('which', ['mod2imp']).status === 0 && spawnSync('test', ['-d', `/usr/share/sword/modules/texts/ztext/${MODULE}`]).status === 0) return
  execFileSync('apt-get', ['install', '-y', '-q', 'libsword-utils', 'sword-text-web'], { stdio: 'inherit' })
}

/** A verse's OSIS markup as the words a reader reads. */
const plainText = (osis: string) =>
  decodeHTML(
    osis
      .replace(/<note\b[\s\S]*?<\/note>/g, '')
      .replace(/<title\b[\s\S]*?<\/title>/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?’”)])/g, '$1')
    .replace(/([‘“(])\s+/g, '$1')
    .trim()

ensureTools()
const imp = execFileSync('mod2imp', [MODULE], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
const bySword = new Map(BOOKS.map((book) => [book.sword, book]))
const chapters = new Map<string, string[][]>()
let current: { book: string; chapter: number; verse: number } | null = null
for (const line of imp.split('\n')) {
  const key = /^\$\$\$(.+) (\d+):(\d+)$/.exec(line)
  if (key) {
    current = bySword.has(key[1]) && Number(key[2]) > 0 && Number(key[3]) > 0 ? { book: key[1], chapter: Number(key[2]), verse: Number(key[3]) } : null
    continue
  }
  if (line.startsWith('$$$')) {
    current = null
    continue
  }
  if (!current || !line.trim()) continue
  const book = chapters.get(current.book) ?? []
  const verses = (book[current.chapter - 1] ??= [])
  verses[current.verse - 1] = `${verses[current.verse - 1] ?? ''} ${plainText(line)}`.trim()
  chapters.set(current.book, book)
}

const data = {
  translation: 'World English Bible',
  abbreviation: 'WEB',
  source: `Debian sword-text-web (SWORD module ${MODULE}), public domain`,
  books: BOOKS.map((book) => {
    const text = chapters.get(book.sword)
    if (!text) throw new Error(`The module has no ${book.sword}.`)
    return { osis: book.osis, chapters: text.map((verses) => Array.from(verses, (v) => v ?? '')) }
  }),
}
const out = path.resolve(import.meta.dirname, '../../src/scripture/data/web.json')
writeFileSync(out, `${JSON.stringify(data)}\n`)
console.log(`Wrote ${out}: ${data.books.length} books, ${data.books.reduce((n, b) => n + b.chapters.length, 0)} chapters`)
