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
  imageLoading?: ImageLoading
  children: ReactNode
}

/**
 * A card's cover is at most about 400 CSS px wide (two or three columns from 640 px up; the
 * screen's width on phones), and its stored rendition is 768 px. Given that display width and no
 * `sizes`, next/image offers two variants by pixel density (640 px at 1x, 828 px at 2x and up)
 * instead of every configured width: the list pages' HTML stays lighter, and the optimizer makes
 * and keeps two files per cover, not five.
 */
const CARD_COVER_WIDTH = 400
const atCardWidth = (cover: Image): Image => ({
  ...cover,
  width: CARD_COVER_WIDTH,
  height: Math.round((CARD_COVER_WIDTH * cover.height) / cover.width),
})

export function Card({ cover, imageLoading = 'lazy', children }: CardProps) {
  return (
    <article className="card group">
      {cover ? (
        <CoverImage
          image={atCardWidth(cover)}
          preload={imageLoading === 'preload'}
          loading={imageLoading === 'preload' ? undefined : imageLoading}
          className="card-cover"
        />
      ) : (
        <div className="card-placeholder" aria-hidden="true" />
      )}
      <div className="card-body">{children}</div>
    </article>
  )
}

/** The card's title; its link covers the card. Level 2 under a page's h1, 3 inside a titled section. */
export function CardTitle({ href, level = 2, children }: { href: string; level?: 2 | 3; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <Heading className="card-title">
      <Link href={href} className="card-link">
        {children}
      </Link>
    </Heading>
  )
}

/** A card's summary is cut at 120 characters and clamped to 3 lines. */
export function CardSummary({ text, className = 'mt-2' }: { text: string; className?: string }) {
  return <p className={`${className} card-summary`}>{truncateSummary(text)}</p>
}

/** The first `shown` labels (tags, genres), then "+N" for the rest. */
export function CardLabels({ labels, shown, name, className = 'mt-3' }: { labels: string[]; shown: number; name: string; className?: string }) {
  if (labels.length === 0) return null
  const more = labels.length - Math.min(shown, labels.length)
  return (
    <ul aria-label={name} className={`${className} flex flex-wrap gap-1.5`}>
      {labels.slice(0, shown).map((label) => (
        <li key={label} className="card-label">
          {label}
        </li>
      ))}
      {more > 0 && (
        <li className="card-label font-medium">
          <span aria-hidden="true">+{more}</span>
          <span className="sr-only">and {more} more</span>
        </li>
      )}
    </ul>
  )
}
