import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CoverImage } from '@/components/media/CoverImage'
import { FeaturedTracks } from '@/components/playlists/FeaturedTracks'
import { PlaylistPlayer } from '@/components/playlists/PlaylistPlayer'
import { trackCountLabel } from '@/components/playlists/playlistLabels'
import { getPlaylistBySlug } from '@/collections/playlists/data'
import { longDate } from '@/lib/format'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata'
import { BackLink } from '@/components/layout/BackLink'
import { addressOf } from '@/collections/addresses'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first request and cached until the next content change; none is built ahead.
export const revalidate = 300
export const dynamicParams = true
export const generateStaticParams = async (): Promise<{ slug: string }[]> => []

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const payload = await payloadClient()
  const playlist = await getPlaylistBySlug(payload, (await params).slug)
  if (!playlist) return notFoundMetadata('Playlist not found')
  return pageMetadata(payload, {
    title: playlist.title,
    description: playlist.description,
    path: addressOf('playlists', playlist.slug),
    article: { publishedTime: playlist.date, section: playlist.theme },
  })
}

export default async function PlaylistPage({ params }: Props) {
  const payload = await payloadClient()
  await requireSection(payload, 'playlists')
  const playlist = await getPlaylistBySlug(payload, (await params).slug)
  if (!playlist) notFound()

  return (
    <article className="mx-auto max-w-3xl">
      <BackLink href="/playlists">Back to Playlists</BackLink>
      <header className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start">
        {playlist.cover && (
          <CoverImage image={playlist.cover} preload sizes="(min-width: 640px) 224px, 100vw" className="h-auto w-full rounded-lg bg-stone-200 sm:w-56" />
        )}
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-900">
            <span className="sr-only">Theme: </span>
            {playlist.theme}
          </p>
          <h1 className="mt-2 font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">{playlist.title}</h1>
          <p className="mt-2 text-sm text-stone-600">
            Created <time dateTime={playlist.date}>{longDate(playlist.date)}</time>
            <span aria-hidden="true"> · </span>
            {trackCountLabel(playlist.trackCount)}
          </p>
        </div>
      </header>

      <p className="mt-6 whitespace-pre-line text-lg leading-relaxed text-stone-800">{playlist.description}</p>

      {playlist.player && (
        <section aria-labelledby="player-title" className="mt-8">
          <h2 id="player-title" className="font-serif text-2xl font-bold text-stone-900">
            Listen
          </h2>
          <div className="mt-3">
            <PlaylistPlayer player={playlist.player} title={playlist.title} />
          </div>
        </section>
      )}

      <section aria-labelledby="tracks-title" className="mt-10 border-t border-stone-200 pt-6">
        <h2 id="tracks-title" className="font-serif text-2xl font-bold text-stone-900">
          Featured Tracks
        </h2>
        <div className="mt-4">
          <FeaturedTracks tracks={playlist.featuredTracks} />
        </div>
      </section>
    </article>
  )
}
