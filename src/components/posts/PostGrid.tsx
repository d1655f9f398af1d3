import { Fragment, type ReactNode } from 'react'

import type { Post } from '@/collections/posts/data'
import { PostCard } from './PostCard'

type Props = {
  posts: Post[]
  headingLevel?: 2 | 3
  /** False where something above the grid (the home hero) is the page's largest image. */
  preloadFirst?: boolean
  /**
   * Something shown between the cards on phones only, across the row after the first `after`
   * cards (after the last when there are fewer): one column there, so it breaks no row.
   */
  interlude?: { after: number; content: ReactNode }
}

// The first row (three cards on desktop, one on phones) is above the fold.
const imageLoading = (index: number, preloadFirst: boolean) =>
  index === 0 && preloadFirst ? 'preload' : index < 3 ? 'eager' : 'lazy'

/** A list page's cards, or the spec's empty text. */
export function PostGrid({ posts, headingLevel, preloadFirst = true, interlude }: Props) {
  if (posts.length === 0) return <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">No posts found</p>
  return (
    <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {posts.map((post, i) => (
        <Fragment key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} imageLoading={imageLoading(i, preloadFirst)} />
          {interlude && i + 1 === Math.min(interlude.after, posts.length) && <div className="sm:hidden">{interlude.content}</div>}
        </Fragment>
      ))}
    </div>
  )
}
