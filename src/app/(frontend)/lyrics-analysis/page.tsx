import type { Metadata } from 'next'

import { LYRICS_INTRO, LYRICS_TITLE, LyricsListPage } from '@/components/lyrics/LyricsListPage'
import { listLyricsAnalyses } from '@/collections/lyrics-analyses/data'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { listMetadata } from '@/lib/seo/metadata'

export const revalidate = 300

export const generateMetadata = async (): Promise<Metadata> =>
  listMetadata(await payloadClient(), { title: LYRICS_TITLE, description: LYRICS_INTRO, basePath: '/lyrics-analysis' })

export default async function LyricsAnalysisPage() {
  const payload = await payloadClient()
  await requireSection(payload, 'lyrics-analysis')
  const analyses = await listLyricsAnalyses(payload, 1)
  return <LyricsListPage analyses={analyses} />
}
