import Link from 'next/link'

import { MediaCategoryBadge, MediaVerdictBadge } from '@/components/badges/MediaBadges'
import { CoverImage } from '@/components/media/CoverImage'
import { truncateSummary } from '@/components/posts/truncateSummary'
import type { MediaItem } from '@/lib/data/mediaItems'
import { longDate } from '@/lib/format'

/** SPEC §9: a media card shows at most two tags, then "+N" for the rest. */
const TAGS_SHOWN = 2

type Props = {
  item: MediaItem
  /** How the cover loads, as on the post cards: `preload` for the first card, `eager` for the first row. */
  imageLoading?: 'preload' | 'eager' | 'lazy'
}

/**
 * A media item in the library. As on the post cards, the title link stretches over the whole
 * card: one click target and one tab stop, named by the title.
 */
export function MediaCard({ item, imageLoading = 'lazy' }: Props) {
  const shownTags = item.tags.slice(0, TAGS_SHOWN)
  const moreTags = item.tags.length - shownTags.length
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-amber-700">
      {item.cover ? (
        <CoverImage
          image={item.cover}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          preload={imageLoading === 'preload'}
          loading={imageLoading === 'preload' ? undefined : imageLoading}
          className="aspect-video w-full bg-stone-200 object-cover"
        />
      ) : (
        <div className="aspect-video w-full bg-gradient-to-br from-amber-100 to-stone-200" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap gap-2">
          <MediaCategoryBadge category={item.category} />
          <MediaVerdictBadge verdict={item.verdict} />
        </div>
        <h2 className="mt-2 font-serif text-lg font-bold leading-snug text-stone-900">
          <Link
            href={`/media/${item.slug}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:outline-none"
          >
            {item.title}
          </Link>
        </h2>
        <p className="mt-1 text-sm font-medium text-stone-700">{item.creator}</p>
        <p className="mt-2 line-clamp-3 text-sm text-stone-700">{truncateSummary(item.summary)}</p>
        {item.tags.length > 0 && (
          <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
            {shownTags.map((tag) => (
              <li key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                {tag}
              </li>
            ))}
            {moreTags > 0 && (
              <li className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
                +{moreTags}
                <span className="sr-only"> more {moreTags === 1 ? 'tag' : 'tags'}</span>
              </li>
            )}
          </ul>
        )}
        <p className="mt-auto pt-3 text-xs text-stone-600">
          <time dateTime={item.date}>{longDate(item.date)}</time>
        </p>
      </div>
    </article>
  )
}
