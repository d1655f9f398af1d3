import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { parsePageParam } from '@/components/pagination/pageWindow'
import { resolvePageParam } from '@/components/pagination/resolvePage'
import { PodcastPage } from '@/components/podcast/PodcastPage'
import { getPodcastShow, listEpisodes, listUpcomingEpisodes } from '@/collections/podcast-episodes/data'
import { withPodcastFeed } from '@/collections/podcast-episodes/feed'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { listMetadata } from '@/lib/seo/metadata'

export const revalidate = 300
// Pages render on first request and are cached from then on.
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ page: string }> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const payload = await payloadClient()
  const show = await getPodcastShow(payload)
  const page = parsePageParam((await params).page) ?? 1
  return withPodcastFeed(await listMetadata(payload, { title: show.title, description: show.description, basePath: '/podcast', page }), show)
}

export default async function PodcastListPage({ params }: Props) {
  const payload = await payloadClient()
  await requireSection(payload, 'podcast')
  const page = resolvePageParam((await params).page, '/podcast')
  const [show, episodes, upcoming] = await Promise.all([getPodcastShow(payload), listEpisodes(payload, page), listUpcomingEpisodes(payload)])
  if (page > episodes.totalPages) notFound()
  return <PodcastPage show={show} episodes={episodes} upcoming={upcoming} />
}
