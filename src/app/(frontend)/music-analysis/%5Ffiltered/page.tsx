import type { Metadata } from 'next'

import { MUSIC_LIST_SEO, MusicAnalysesView } from '@/components/music/MusicAnalysesView'
import { payloadClient } from '@/lib/payload'
import { listMetadata } from '@/lib/seo/metadata'
import { readMusicFilters } from '@/lib/validation/musicFilters'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * `/music-analysis?genre=&verdict=&q=&page=`, rewritten here by next.config.ts and rendered per
 * request from the query. Every such view (any search text, any later page) is a variant of the
 * list, so its canonical address is the list, as for the other filtered lists (a `noindex` beside
 * a canonical pointing elsewhere would send search engines two signals); every analysis is in
 * the sitemap.
 */
export const generateMetadata = async (): Promise<Metadata> => listMetadata(await payloadClient(), MUSIC_LIST_SEO)

export default async function FilteredMusicAnalysisPage({ searchParams }: Props) {
  return <MusicAnalysesView filters={readMusicFilters(await searchParams)} />
}
