import Link from 'next/link'
import type { ReactNode } from 'react'

import { CoverImage } from '@/components/media/CoverImage'
import { truncateSummary } from '@/components/posts/truncateSummary'
import type { Image } from '@/lib/data/images'

/**
 * The card every list shares (posts, organizations, analyses, media): a cover (or a soft
 * placeholder), then the body. Its title link stretches over the whole card (CardTitle), so a
 * card is one click target and one tab stop, named by its title.
 */
export type ImageLoading = 'preload' | 'eager' | 'lazy'

/** The first card holds the page's largest image; the first row is above the fold. */
export const cardImageLoading = (index: number): ImageLoading => (index === 0 ? 'preload' : index < 3 ? 'eager' : 'lazy')

type CardProps = {
  cover: Image | null
  /** How wide the cover shows, for the browser's choice of rendition. */
  sizes?: string
  imageLoading?: ImageLoading
  children: ReactNode
}

export function Card({ cover, sizes = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw', imageLoading = 'lazy', children }: CardProps) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-amber-700">
      {cover ? (
        <CoverImage
          image={cover}
          sizes={sizes}
          preload={imageLoading === 'preload'}
          loading={imageLoading === 'preload' ? undefined : imageLoading}
          className="aspect-video w-full bg-stone-200 object-cover"
        />
      ) : (
        <div className="aspect-video w-full bg-gradient-to-br from-amber-100 to-stone-200" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col p-4">{children}</div>
    </article>
  )
}

/** The card's title; its link covers the card. Level 2 under a page's h1, 3 inside a titled section. */
export function CardTitle({ href, level = 2, children }: { href: string; level?: 2 | 3; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <Heading className="mt-2 font-serif text-lg font-bold leading-snug text-stone-900">
      <Link href={href} className="after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:outline-none">
        {children}
      </Link>
    </Heading>
  )
}

/** SPEC §9: a card's summary is cut at 120 characters and clamped to 3 lines. */
export function CardSummary({ text, className = 'mt-2' }: { text: string; className?: string }) {
  return <p className={`${className} line-clamp-3 text-sm text-stone-700`}>{truncateSummary(text)}</p>
}

/** The first `shown` labels (tags, genres), then "+N" for the rest (SPEC §9). */
export function CardLabels({ labels, shown, name, className = 'mt-3' }: { labels: string[]; shown: number; name: string; className?: string }) {
  if (labels.length === 0) return null
  const more = labels.length - Math.min(shown, labels.length)
  return (
    <ul aria-label={name} className={`${className} flex flex-wrap gap-1.5`}>
      {labels.slice(0, shown).map((label) => (
        <li key={label} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
          {label}
        </li>
      ))}
      {more > 0 && (
        <li className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
          <span aria-hidden="true">+{more}</span>
          <span className="sr-only">and {more} more</span>
        </li>
      )}
    </ul>
  )
}
