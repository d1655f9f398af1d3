import type { Ref } from 'react'

import { CategoryBadge } from '@/components/badges/CategoryBadge'
import { Card, CardSummary, CardTitle, type ImageLoading } from '@/components/cards/Card'
import { secondaryButtonClass } from '@/components/forms/styles'
import { PostMeta } from '@/components/posts/PostMeta'
import type { Post } from '@/collections/posts/data'
import { addressOf } from '@/collections/addresses'

type Props = {
  post: Post
  imageLoading: ImageLoading
  onRemove: () => void
  buttonRef: Ref<HTMLButtonElement>
}

/**
 * A saved post on /favorites: the blog's post card (PostCard) with a Remove button. The title's
 * link covers the card, so the button sits above that layer to take its own clicks.
 */
export function FavoriteCard({ post, imageLoading, onRemove, buttonRef }: Props) {
  return (
    <Card cover={post.cover} imageLoading={imageLoading}>
      <div>
        <CategoryBadge name={post.category} />
      </div>
      <CardTitle href={addressOf('posts', post.slug)}>{post.title}</CardTitle>
      <CardSummary text={post.summary} />
      <div className="mt-auto flex items-end justify-between gap-3 pt-3">
        <PostMeta date={post.date} readingTime={post.readingTime} className="text-xs text-stone-600" />
        <button
          ref={buttonRef}
          type="button"
          onClick={onRemove}
          aria-label={`Remove “${post.title}” from favorites`}
          className={`${secondaryButtonClass} relative z-10 shrink-0`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor" stroke="currentColor" strokeWidth="2">
            <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" strokeLinejoin="round" />
          </svg>
          Remove
        </button>
      </div>
    </Card>
  )
}
