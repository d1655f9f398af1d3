import type { Metadata } from 'next'

import { PodcastPage } from '@/components/podcast/PodcastPage'
import { getPodcastShow, listEpisodes, listUpcomingEpisodes } from '@/collections/podcast-episodes/data'
import { withPodcastFeed } from '@/collections/podcast-episodes/feed'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { listMetadata } from '@/lib/seo/metadata'

// Rendered once and cached; a publish expires it at once. Scheduling an episode is not a
// publish, so its card appears within these five minutes.
export const revalidate = 300

export const generateMetadata = async (): Promise<Metadata> => {
  const payload = await payloadClient()
  const show = await getPodcastShow(payload)
  const metadata = await listMetadata(payload, { title: show.title, description: show.description || 'A podcast on walking free from sin with biblical wisdom.', basePath: '/podcast' })
  return withPodcastFeed(metadata, show)
}

export default async function PodcastIndexPage() {
  const payload = await payloadClient()
  await requireSection(payload, 'podcast')
  const [show, episodes, upcoming] = await Promise.all([getPodcastShow(payload), listEpisodes(payload, 1), listUpcomingEpisodes(payload)])
  return <PodcastPage show={show} episodes={episodes} upcoming={upcoming} />
}
