import type { Metadata } from 'next'

import { MUSIC_LIST_SEO, MusicAnalysesView } from '@/components/music/MusicAnalysesView'
import { listMetadata } from '@/lib/seo/metadata'
import { readMusicFilters } from '@/lib/validation/musicFilters'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * `/music-analysis?genre=&verdict=&q=&page=`, rewritten here by next.config.ts and rendered per
 * request from the query. Every such view (any search text, any later page) is a variant of the
 * list: its canonical address is the list, and it is kept out of search indexes so that made-up
 * queries do not become pages there. Its links are still followed, and every analysis is in the
 * sitemap.
 */
export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await listMetadata(MUSIC_LIST_SEO)),
  robots: { index: false, follow: true },
})

export default async function FilteredMusicAnalysisPage({ searchParams }: Props) {
  return <MusicAnalysesView filters={readMusicFilters(await searchParams)} />
}
