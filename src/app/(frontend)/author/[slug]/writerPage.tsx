import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { WriterPageView } from '@/components/authors/WriterPageView'
import { getWriterBySlug, getWriterPage } from '@/collections/authors/data'
import { addressOf } from '@/collections/addresses'
import { payloadClient } from '@/lib/payload'
import { listMetadata, notFoundMetadata } from '@/lib/seo/metadata'

/** `/author/{slug}` and its later pages: 404 for an unknown writer or a page past the end. */
export async function WriterPosts({ slug, page }: { slug: string; page: number }) {
  const payload = await payloadClient()
  const result = await getWriterPage(payload, slug, page)
  if (!result || page > result.totalPages) notFound()
  return <WriterPageView page={result} />
}

/** The writer's name and bio as the page's title and description. */
export const writerMetadata = async (slug: string, page = 1): Promise<Metadata> => {
  const payload = await payloadClient()
  const writer = await getWriterBySlug(payload, slug)
  if (!writer) return notFoundMetadata('Writer not found')
  return listMetadata(payload, {
    title: writer.name,
    description: writer.bio ?? `Articles by ${writer.name}.`,
    basePath: addressOf('authors', writer.slug),
    page,
  })
}
