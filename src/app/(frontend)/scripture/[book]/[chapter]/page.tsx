import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ChapterView } from '@/components/scripture/ChapterView'
import { chapterAt } from '@/scripture/addresses'
import { chapterMetadata } from './chapterMetadata'

type Props = { params: Promise<{ book: string; chapter: string }> }

// Every chapter has its address; each is rendered on first request, then served from the cache.
export const dynamicParams = true
export const generateStaticParams = async (): Promise<{ book: string; chapter: string }[]> => []

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const { book, chapter } = await params
  return chapterMetadata(chapterAt(book, chapter))
}

export default async function ChapterPage({ params }: Props) {
  const { book, chapter } = await params
  const found = chapterAt(book, chapter)
  if (!found) notFound()
  return <ChapterView {...found} highlight={null} />
}
