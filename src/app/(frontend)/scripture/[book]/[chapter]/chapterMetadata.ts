import type { Metadata } from 'next'

import { payloadClient } from '@/lib/payload'
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata'
import type { AddressedChapter } from '@/scripture/addresses'

/** A chapter page's title, description and canonical address (the chapter's, marked or not). */
export const chapterMetadata = async (found: AddressedChapter | null): Promise<Metadata> => {
  if (!found) return notFoundMetadata('Passage not found')
  const { book, chapter, verses } = found
  return pageMetadata(await payloadClient(), {
    title: `${book.name} ${chapter}`,
    description: `${book.name} ${chapter} in the World English Bible: ${verses.find(Boolean)?.slice(0, 150) ?? ''}`,
    path: `/scripture/${book.slug}/${chapter}`,
  })
}
