import type { Metadata } from 'next'

import { MEDIA_LIBRARY_INTRO, MEDIA_LIBRARY_TITLE, MediaLibraryView } from '@/components/mediaLibrary/MediaLibraryView'
import { payloadClient } from '@/lib/payload'
import { listMetadata } from '@/lib/seo/metadata'

// The unfiltered library is rendered once and cached; a filtered address is rewritten to
// ./_filtered (src/lib/filteredLists.ts). Publishing a media item expires it at once.
export const revalidate = 300

export const generateMetadata = async (): Promise<Metadata> =>
  listMetadata(await payloadClient(), { title: MEDIA_LIBRARY_TITLE, description: MEDIA_LIBRARY_INTRO, basePath: '/media' })

export default function MediaLibraryPage() {
  return <MediaLibraryView filters={{}} />
}
