import Link from 'next/link'

import { OrganizationCategoryBadge, OrganizationVerdictBadge } from '@/components/badges/OrganizationBadges'
import { CoverImage } from '@/components/media/CoverImage'
import { truncateSummary } from '@/components/posts/truncateSummary'
import type { Organization } from '@/lib/data/organizations'
import { longDate } from '@/lib/format'

/** SPEC §9: an organization card shows its first 3 tags and counts the rest as "+N". */
const TAGS_SHOWN = 3

type Props = {
  organization: Organization
  /** How the cover loads: `preload` for the first card (the list's largest image), `eager` above the fold. */
  imageLoading?: 'preload' | 'eager' | 'lazy'
}

/**
 * An organization in the list. As on the post cards, the name's link stretches over the whole
 * card, so the card is one click target and one tab stop named after the organization; the
 * "Read Analysis" link repeats it for the eye only (hidden from assistive technology).
 */
export function OrganizationCard({ organization: org, imageLoading = 'lazy' }: Props) {
  const href = `/organizations/${org.slug}`
  const shownTags = org.tags.slice(0, TAGS_SHOWN)
  const moreTags = org.tags.length - shownTags.length
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-amber-700">
      {org.cover ? (
        <CoverImage
          image={org.cover}
          sizes="(min-width: 1280px) 280px, (min-width: 640px) 50vw, 100vw"
          preload={imageLoading === 'preload'}
          loading={imageLoading === 'preload' ? undefined : imageLoading}
          className="aspect-video w-full bg-stone-200 object-cover"
        />
      ) : (
        <div className="aspect-video w-full bg-gradient-to-br from-amber-100 to-stone-200" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap gap-2">
          <OrganizationCategoryBadge category={org.category} />
          <OrganizationVerdictBadge verdict={org.verdict} />
        </div>
        <h2 className="mt-2 font-serif text-lg font-bold leading-snug text-stone-900">
          <Link href={href} className="after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:outline-none">
            {org.name}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-sm text-stone-700">{truncateSummary(org.summary)}</p>
        {shownTags.length > 0 && (
          <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
            {shownTags.map((tag) => (
              <li key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                {tag}
              </li>
            ))}
            {moreTags > 0 && (
              <li className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                <span aria-hidden="true">+{moreTags}</span>
                <span className="sr-only">and {moreTags} more</span>
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-4 text-xs text-stone-600">
          <time dateTime={org.date}>{longDate(org.date)}</time>
          <Link href={href} aria-hidden="true" tabIndex={-1} className="font-semibold text-amber-900 group-hover:underline">
            Read Analysis <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </article>
  )
}
