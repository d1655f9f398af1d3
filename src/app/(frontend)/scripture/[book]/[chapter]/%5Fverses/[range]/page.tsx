import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ChapterView } from '@/components/scripture/ChapterView'
import { chapterMetadata } from '../../chapterMetadata'
import { chapterAt } from '@/scripture/addresses'
import { verseRange } from '@/scripture/verseRange'

type Props = { params: Promise<{ book: string; chapter: string; range: string }> }

// `/scripture/john/3?v=16-18` arrives here (next.config.ts rewrites it): the chapter with those
// verses marked. Rendered per request from the text in memory and cached reads, never stored:
// the ranges a crawler can make up are countless, and each stored page would push a real one
// out of the cache. Its canonical address is the chapter's: the same text, with a mark.
export const dynamic = 'force-dynamic'

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const { book, chapter } = await params
  return chapterMetadata(chapterAt(book, chapter))
}

export default async function MarkedChapterPage({ params }: Props) {
  const { book, chapter, range } = await params
  const found = chapterAt(book, chapter)
  if (!found) notFound()
  return <ChapterView {...found} highlight={verseRange(range, found.verses.length)} />
}
