import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ChapterView } from '@/components/scripture/ChapterView'
import { chapterMetadata } from '../../chapterMetadata'
import { chapterAt } from '@/scripture/addresses'
import { verseRange } from '@/scripture/verseRange'

type Props = { params: Promise<{ book: string; chapter: string; range: string }> }

// `/scripture/john/3?v=16-18` arrives here (next.config.ts rewrites it): the chapter with those
// verses marked, rendered on first request and cached like the chapter itself. Only a range the
// chapter has, written as the site writes it, is a page: anything else is the 404 page, which is
// never stored, so made-up ranges cannot fill the cache. Its canonical address is the chapter's.
export const dynamicParams = true
export const generateStaticParams = async (): Promise<{ book: string; chapter: string; range: string }[]> => []

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const { book, chapter } = await params
  return chapterMetadata(chapterAt(book, chapter))
}

export default async function MarkedChapterPage({ params }: Props) {
  const { book, chapter, range } = await params
  const found = chapterAt(book, chapter)
  const highlight = found && verseRange(range, found.verses.length)
  if (!found || !highlight) notFound()
  return <ChapterView {...found} highlight={highlight} />
}
