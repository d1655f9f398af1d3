import type { Metadata } from 'next'

import { EpisodePlayerPlaceholder } from '@/components/podcast/EpisodePlayerPlaceholder'
import { PodcastShowHeader } from '@/components/podcast/PodcastShowHeader'
import { PodcastSubscribe } from '@/components/podcast/PodcastSubscribe'
import { UpcomingEpisodes } from '@/components/podcast/UpcomingEpisodes'
import { getPodcastShow, listUpcomingEpisodes } from '@/collections/podcast-episodes/data'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/seo/metadata'

// Rendered once and cached; saving the show or an episode in the admin expires it at once.
export const revalidate = 300

export const generateMetadata = async (): Promise<Metadata> => {
  const payload = await payloadClient()
  const show = await getPodcastShow(payload)
  return pageMetadata(payload, {
    title: show.title,
    description: show.description || 'A podcast on walking free from sin with biblical wisdom. Coming soon.',
    path: '/podcast',
  })
}

/**
 * The podcast, coming soon: the show, where to follow it, the player's future place,
 * the next three episodes, and a Subscribe that joins the newsletter for podcast news.
 */
export default async function PodcastPage() {
  const payload = await payloadClient()
  await requireSection(payload, 'podcast')
  const [show, episodes] = await Promise.all([getPodcastShow(payload), listUpcomingEpisodes(payload)])
  return (
    <div className="mx-auto max-w-5xl space-y-12">
      <PodcastShowHeader show={show} />
      <EpisodePlayerPlaceholder next={episodes[0] ?? null} />
      <UpcomingEpisodes episodes={episodes} />
      <PodcastSubscribe />
    </div>
  )
}
