import type { Metadata } from 'next'

import { MUSIC_LIST_SEO, MusicAnalysesView } from '@/components/music/MusicAnalysesView'
import { payloadClient } from '@/lib/payload'
import { listMetadata } from '@/lib/seo/metadata'

// The unfiltered list, cached like every public page; an address with filters is rewritten to
// ./_filtered (src/lib/filteredLists.ts), so this page never reads the query.
export const revalidate = 300

export const generateMetadata = async (): Promise<Metadata> => listMetadata(await payloadClient(), MUSIC_LIST_SEO)

export default function MusicAnalysisPage() {
  return <MusicAnalysesView filters={{}} />
}
