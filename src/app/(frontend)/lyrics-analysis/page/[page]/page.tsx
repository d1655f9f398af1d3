import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LYRICS_INTRO, LYRICS_TITLE, LyricsListPage } from '@/components/lyrics/LyricsListPage'
import { parsePageParam } from '@/components/pagination/pageWindow'
import { resolvePageParam } from '@/components/pagination/resolvePage'
import { listLyricsAnalyses } from '@/collections/lyrics-analyses/data'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { listMetadata } from '@/lib/seo/metadata'

export const revalidate = 300
// Pages render on first request and are cached from then on.
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ page: string }> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> =>
  listMetadata(await payloadClient(), { title: LYRICS_TITLE, description: LYRICS_INTRO, basePath: '/lyrics-analysis', page: parsePageParam((await params).page) ?? 1 })

export default async function LyricsAnalysisListPage({ params }: Props) {
  const payload = await payloadClient()
  await requireSection(payload, 'lyrics-analysis')
  const page = resolvePageParam((await params).page, '/lyrics-analysis')
  const analyses = await listLyricsAnalyses(payload, page)
  if (page > analyses.totalPages) notFound()
  return <LyricsListPage analyses={analyses} />
}
