/**
 * The Bible websites the creator may choose for the popover's "read in context" link (the site
 * settings), each with the address of a chapter there. Only sites whose addresses are settled
 * and documented by use: Bible Gateway's passage search, Bible Hub's chapter pages, YouVersion's
 * USFM book codes, and the ESV's reading site (which the reading plans already link to).
 */
import { BOOKS } from './books'
import { esvPassageUrl } from './esvPassage'

export const BIBLE_SITES = ['biblegateway', 'biblehub', 'youversion', 'esv'] as const
export type BibleSite = (typeof BIBLE_SITES)[number]

export const BIBLE_SITE_NAMES: Record<BibleSite, string> = {
  biblegateway: 'Bible Gateway',
  biblehub: 'Bible Hub',
  youversion: 'YouVersion (Bible.com)',
  esv: 'ESV.org',
}

/** The books' USFM codes, in the canon's order (as BOOKS lists them). */
const USFM = (
  'GEN EXO LEV NUM DEU JOS JDG RUT 1SA 2SA 1KI 2KI 1CH 2CH EZR NEH EST JOB PSA PRO ECC SNG ISA JER LAM EZK DAN HOS JOL AMO OBA JON MIC NAM ' +
  'HAB ZEP HAG ZEC MAL MAT MRK LUK JHN ACT ROM 1CO 2CO GAL EPH PHP COL 1TH 2TH 1TI 2TI TIT PHM HEB JAS 1PE 2PE 1JN 2JN 3JN JUD REV'
).split(' ')

export type ChapterOf = { book: { name: string; slug: string }; chapter: number }

/** The chapter on the chosen site (the World English Bible where the site has it), or null for a book it does not know. */
export const chapterOnSite = (site: BibleSite, { book, chapter }: ChapterOf): string | null => {
  const index = BOOKS.findIndex((b) => b.slug === book.slug)
  if (index < 0 || !Number.isInteger(chapter) || chapter < 1) return null
  switch (site) {
    case 'biblegateway':
      return `https://www.biblegateway.com/passage/?search=${encodeURIComponent(`${book.name} ${chapter}`)}&version=WEB`
    case 'biblehub':
      return `https://biblehub.com/${book.slug === 'song-of-solomon' ? 'songs' : book.slug.replace(/-/g, '_')}/${chapter}.htm`
    case 'youversion':
      return `https://www.bible.com/bible/206/${USFM[index]}.${chapter}.WEBUS`
    case 'esv':
      return esvPassageUrl(`${book.name} ${chapter}`)
  }
}
