import type { Metadata } from 'next'

import { MEDIA_LIBRARY_INTRO, MEDIA_LIBRARY_TITLE, MediaLibraryView } from '@/components/mediaLibrary/MediaLibraryView'
import { payloadClient } from '@/lib/payload'
import { readMediaFilters } from '@/lib/validation/mediaFilters'
import { listMetadata } from '@/lib/seo/metadata'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

// `/media?verdict=…` arrives here (next.config.ts rewrites), rendered per request from the
// query. Its canonical URL is the library itself: the filtered views are the same content
// narrowed, not pages of their own, and the canonical alone says so to search engines.
export const generateMetadata = async (): Promise<Metadata> =>
  listMetadata(await payloadClient(), { title: MEDIA_LIBRARY_TITLE, description: MEDIA_LIBRARY_INTRO, basePath: '/media' })

export default async function FilteredMediaLibraryPage({ searchParams }: Props) {
  const filters = readMediaFilters(await searchParams)
  return <MediaLibraryView filters={filters} />
}
