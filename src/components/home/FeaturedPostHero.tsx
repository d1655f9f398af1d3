import Link from 'next/link'

import { CoverImage } from '@/components/media/CoverImage'
import { CategoryBadge } from '@/components/badges/CategoryBadge'
import { PostMeta } from '@/components/posts/PostMeta'
import { truncateSummary } from '@/components/posts/truncateSummary'
import type { Post } from '@/collections/posts/data'
import { addressOf } from '@/collections/addresses'

/** The home page hero: the newest featured post, else the newest post (getFeaturedPost). */
export function FeaturedPostHero({ post }: { post: Post }) {
  return (
    <section aria-labelledby="featured-title" className="group relative overflow-hidden rounded-xl bg-stone-900 text-white shadow-lg">
      {post.cover && (
        <CoverImage
          image={post.cover}
          preload
          // The page's padding: 16 px each side on phones, 24 px from 640 px; 1232 px at most.
          sizes="(min-width: 1280px) 1232px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)"
          className="aspect-[16/10] w-full object-cover opacity-60 sm:aspect-[21/9]"
        />
      )}
      <div className="bottom-0 left-0 right-0 bg-gradient-to-t from-stone-950 via-stone-950/85 to-transparent p-5 sm:absolute sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-amber-300">Featured article</p>
          <CategoryBadge name={post.category} />
        </div>
        <h2 id="featured-title" className="mt-2 max-w-3xl font-serif text-2xl font-bold leading-tight sm:text-4xl">
          <Link href={addressOf('posts', post.slug)} className="after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:outline-none">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 line-clamp-3 max-w-2xl text-stone-200">{truncateSummary(post.summary)}</p>
        <PostMeta date={post.date} readingTime={post.readingTime} className="mt-3 text-sm text-stone-300" />
      </div>
    </section>
  )
}
