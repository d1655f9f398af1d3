import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { MediaCategoryBadge, MediaVerdictBadge } from '@/components/badges/MediaBadges'
import { EvaluationDisclaimer } from '@/components/discernment/EvaluationDisclaimer'
import { focusRing } from '@/components/forms/styles'
import { CoverImage } from '@/components/media/CoverImage'
import { ReviewJsonLd } from '@/components/seo/ReviewJsonLd'
import { getMediaItemBySlug, type MediaItem } from '@/collections/media-items/data'
import { longDate } from '@/lib/format'
import { payloadClient } from '@/lib/payload'
import { documentMetadata, notFoundMetadata } from '@/lib/seo/metadata'
import type { Reviewed } from '@/lib/seo/review'
import { filterHref } from '@/lib/filterAddress'
import { webUrl } from '@/lib/validation/url'
import { BackLink } from '@/components/layout/BackLink'
import { ScriptureText } from '@/components/scripture/ScriptureText'
import { addressOf } from '@/collections/addresses'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first request and cached until the next content change; none is built ahead.
export const revalidate = 300
export const dynamicParams = true
export const generateStaticParams = async (): Promise<{ slug: string }[]> => []

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const payload = await payloadClient()
  const item = await getMediaItemBySlug(payload, (await params).slug)
  if (!item) return notFoundMetadata('Media item not found')
  return documentMetadata(payload, 'media-items', {
    slug: item.slug,
    title: item.title,
    description: item.summary,
    path: addressOf('media-items', item.slug),
    date: item.date,
    section: item.category,
    tags: item.tags,
  })
}

/** What the verdict is about, in schema.org's closest type. */
const reviewed = (item: MediaItem): Reviewed => {
  if (item.category === 'Movies') return { type: 'Movie', name: item.title, creator: item.creator }
  if (item.category === 'Songs') return { type: 'MusicRecording', name: item.title, byArtist: item.creator }
  return { type: 'CreativeWork', name: item.title, creator: item.creator }
}

/** The link out, if it is a web address (the collection only accepts those; old data is checked again). */
const externalSite = (link: string | null): { href: string; host: string } | null => {
  const url = webUrl(link)
  return url && { href: url.href, host: url.hostname.replace(/^www\./, '') }
}

export default async function MediaItemPage({ params }: Props) {
  const payload = await payloadClient()
  const item = await getMediaItemBySlug(payload, (await params).slug)
  if (!item) notFound()
  const external = externalSite(item.externalLink)

  return (
    <article className="mx-auto max-w-3xl">
      <ReviewJsonLd
        collection="media-items"
        slug={item.slug}
        path={addressOf('media-items', item.slug)}
        headline={item.title}
        summary={item.summary}
        verdict={item.verdict}
        date={item.date}
        item={reviewed(item)}
      />
      <BackLink href="/media">Back to the Media Library</BackLink>
      <header className="mt-4">
        <div className="flex flex-wrap gap-2">
          <MediaCategoryBadge category={item.category} />
          <MediaVerdictBadge verdict={item.verdict} />
        </div>
        <h1 className="mt-3 font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">{item.title}</h1>
        <p className="mt-2 text-lg text-stone-700">{item.creator}</p>
        <p className="mt-2 text-sm text-stone-600">
          <time dateTime={item.date}>{longDate(item.date)}</time>
        </p>
      </header>

      {item.cover && (
        <CoverImage image={item.cover} preload sizes="(min-width: 800px) 768px, 100vw" className="mt-8 h-auto w-full rounded-lg bg-stone-200" />
      )}

      {item.tags.length > 0 && (
        <nav aria-label="Tags" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {item.tags.map((tag) => (
              <li key={tag}>
                {/* A document link, not a client navigation: see FilterTransition on filtered addresses. */}
                <a
                  href={filterHref('/media', {}, { q: tag })}
                  className={`inline-block rounded-full bg-stone-200 px-3 py-1 text-sm text-stone-800 hover:bg-amber-100 hover:text-amber-900 ${focusRing}`}
                >
                  #{tag}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <p className="mt-6 text-lg leading-relaxed text-stone-800">
        <ScriptureText text={item.summary} />
      </p>

      <section aria-labelledby="takeaway-title" className="mt-8 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id="takeaway-title" className="font-serif text-2xl font-bold text-stone-900">
          Spiritual Takeaway
        </h2>
        <p className="mt-3 whitespace-pre-line leading-relaxed text-stone-800">
          <ScriptureText text={item.spiritualTakeaway} />
        </p>
      </section>

      {external && (
        <p className="mt-8">
          <a
            href={external.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex min-h-11 items-center gap-2 rounded-md bg-amber-800 px-5 py-2 text-sm font-semibold text-white hover:bg-amber-900 ${focusRing}`}
          >
            Open on {external.host}
            <span className="font-normal">(external site, opens in a new tab)</span>
          </a>
        </p>
      )}

      <EvaluationDisclaimer className="mt-10" />
    </article>
  )
}
