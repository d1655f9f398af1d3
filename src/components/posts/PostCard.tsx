import Link from 'next/link'

import { CoverImage } from '@/components/media/CoverImage'
import { CategoryBadge } from '@/components/badges/CategoryBadge'
import type { Post } from '@/lib/data/posts'
import { PostMeta } from './PostMeta'
import { truncateSummary } from './truncateSummary'

type Props = {
  post: Post
  /** The card title's heading level: 2 directly under a page's h1, 3 inside a titled section. */
  headingLevel?: 2 | 3
  /**
   * How the cover loads: `preload` for the card holding the page's largest image (LCP),
   * `eager` for other cards above the fold, `lazy` (the default) for the rest.
   */
  imageLoading?: 'preload' | 'eager' | 'lazy'
}

/**
 * A post in a list. The title link stretches over the whole card (an `after:` overlay), so the
 * card is one click target and one tab stop, and its name is the post title.
 */
export function PostCard({ post, headingLevel = 2, imageLoading = 'lazy' }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-amber-700">
      {post.cover ? (
        <CoverImage
          image={post.cover}
          sizes="(min-width: 1280px) 280px, (min-width: 640px) 50vw, 100vw"
          preload={imageLoading === 'preload'}
          loading={imageLoading === 'preload' ? undefined : imageLoading}
          className="aspect-video w-full bg-stone-200 object-cover"
        />
      ) : (
        <div className="aspect-video w-full bg-gradient-to-br from-amber-100 to-stone-200" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col p-4">
        <div>
          <CategoryBadge name={post.category} />
        </div>
        <Heading className="mt-2 font-serif text-lg font-bold leading-snug text-stone-900">
          <Link
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm text-stone-700">{truncateSummary(post.summary)}</p>
        <PostMeta date={post.date} readingTime={post.readingTime} className="mt-auto pt-3 text-xs text-stone-600" />
      </div>
    </article>
  )
}
