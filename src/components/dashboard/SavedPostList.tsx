import Link from 'next/link'

import { CoverImage } from '@/components/media/CoverImage'
import { PostMeta } from '@/components/posts/PostMeta'
import type { SavedPost } from '@/collections/favorites/data'
import { BrowseArticles } from './BrowseArticles'
import { addressOf } from '@/collections/addresses'

/** The dashboard's Favorites tab: each saved post's cover, title, date and reading time, linked to the post. */
export function SavedPostList({ saved }: { saved: SavedPost[] }) {
  if (saved.length === 0) {
    return <BrowseArticles title="No favorites yet" text="Save articles you want to come back to, and they will appear here." />
  }
  return (
    <>
      <ul className="space-y-4">
        {saved.map(({ post }, index) => (
          <li key={post.id} className="card flex-row items-center gap-4 p-3">
            <div className="w-28 shrink-0 overflow-hidden rounded-md sm:w-40">
              {post.cover ? (
                <CoverImage
                  image={{ ...post.cover, width: 160, height: Math.round((160 * post.cover.height) / post.cover.width) }}
                  // The first thumbnails are above the fold (on a desktop, often the largest image).
                  loading={index < 3 ? 'eager' : 'lazy'}
                  className="card-cover"
                />
              ) : (
                <div className="card-placeholder" aria-hidden="true" />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <h3 className="font-serif text-base font-bold leading-snug text-stone-900 sm:text-lg">
                <Link href={addressOf('posts', post.slug)} className="card-link">
                  {post.title}
                </Link>
              </h3>
              <PostMeta date={post.date} readingTime={post.readingTime} className="mt-1 text-xs text-stone-600 sm:text-sm" />
            </div>
          </li>
        ))}
      </ul>
      {/* The header links only the dashboard: this is the way on to the page where favorites are removed. */}
      <p className="mt-4">
        <Link
          href="/favorites"
          className="text-sm font-semibold text-amber-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          Manage your favorites
        </Link>
      </p>
    </>
  )
}
