import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BackLink } from '@/components/layout/BackLink'
import { CoverImage } from '@/components/media/CoverImage'
import { EpisodeDuration } from '@/components/podcast/EpisodeDuration'
import { EpisodePlayer } from '@/components/podcast/EpisodePlayer'
import { episodeLabel } from '@/components/podcast/episodeLabel'
import { RichText } from '@/components/posts/RichText'
import { Paragraphs } from '@/components/text/Paragraphs'
import { addressOf } from '@/collections/addresses'
import { getEpisodeBySlug, getPodcastShow } from '@/collections/podcast-episodes/data'
import { transcriptPath, withPodcastFeed } from '@/collections/podcast-episodes/feed'
import { longDate } from '@/lib/format'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first request and cached until the next content change; none is built ahead.
export const revalidate = 300
export const dynamicParams = true
export const generateStaticParams = async (): Promise<{ slug: string }[]> => []

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const payload = await payloadClient()
  const episode = await getEpisodeBySlug(payload, (await params).slug)
  if (!episode) return notFoundMetadata('Episode not found')
  const metadata = await pageMetadata(payload, {
    title: episode.title,
    description: episode.summary,
    path: addressOf('podcast-episodes', episode.slug),
    article: { publishedTime: episode.date, modifiedTime: episode.updatedAt, tags: episode.tags },
  })
  return withPodcastFeed(metadata, await getPodcastShow(payload))
}

export default async function EpisodePage({ params }: Props) {
  const payload = await payloadClient()
  await requireSection(payload, 'podcast')
  const episode = await getEpisodeBySlug(payload, (await params).slug)
  if (!episode) notFound()
  const label = episodeLabel(episode)

  return (
    <article className="mx-auto max-w-3xl">
      <BackLink href="/podcast">Back to the podcast</BackLink>
      <header className="mt-4">
        {label && <p className="text-sm font-semibold uppercase tracking-wide text-amber-900">{label}</p>}
        <h1 className="mt-2 font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">{episode.title}</h1>
        <p className="mt-3 text-sm text-stone-600">
          <time dateTime={episode.date}>{longDate(episode.date)}</time>
          <span aria-hidden="true"> · </span>
          Length: <EpisodeDuration duration={episode.duration} />
          {episode.explicit && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="font-semibold text-stone-800">Explicit</span>
            </>
          )}
        </p>
        <p className="mt-4 text-lg text-stone-800">{episode.summary}</p>
      </header>

      {episode.cover && (
        <CoverImage
          image={episode.cover}
          preload
          sizes="(min-width: 816px) 768px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)"
          className="mt-8 h-auto w-full rounded-lg bg-stone-200"
        />
      )}

      <section aria-labelledby="episode-player-title" className="mt-8">
        <h2 id="episode-player-title" className="font-serif text-2xl font-bold text-stone-900">
          Listen
        </h2>
        <div className="mt-3">
          {episode.audio ? (
            <EpisodePlayer src={episode.audio.path} type={episode.audio.type} slug={episode.slug} seconds={episode.audio.seconds} />
          ) : episode.mediaLink ? (
            <p>
              <a href={episode.mediaLink} target="_blank" rel="noopener noreferrer" className="font-semibold text-amber-900 underline">
                Listen to this episode<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          ) : (
            <p className="text-stone-700">This episode has no recording to play yet.</p>
          )}
        </div>
      </section>

      {episode.showNotes && (
        <section aria-labelledby="episode-notes-title" className="mt-10 border-t border-stone-200 pt-6">
          <h2 id="episode-notes-title" className="font-serif text-2xl font-bold text-stone-900">
            Show notes
          </h2>
          <RichText html={episode.showNotes} className="mt-4" />
        </section>
      )}

      {episode.transcript && (
        <section aria-labelledby="episode-transcript-title" className="mt-10 border-t border-stone-200 pt-6">
          <h2 id="episode-transcript-title" className="font-serif text-2xl font-bold text-stone-900">
            Transcript
          </h2>
          <Paragraphs text={episode.transcript} className="mt-4 max-w-prose text-stone-800" />
          <p className="mt-4 text-sm">
            <a href={transcriptPath(episode.slug)} className="font-semibold text-amber-900 underline">
              The transcript as a text file
            </a>
          </p>
        </section>
      )}
    </article>
  )
}
