import { CategoryBadge } from '@/components/badges/CategoryBadge'
import { Card, CardSummary, CardTitle, type ImageLoading } from '@/components/cards/Card'
import type { Post } from '@/collections/posts/data'
import { PostMeta } from './PostMeta'
import { addressOf } from '@/collections/addresses'

type Props = {
  post: Post
  /** The card title's heading level: 2 directly under a page's h1, 3 inside a titled section. */
  headingLevel?: 2 | 3
  /**
   * How the cover loads: `preload` for the card holding the page's largest image (LCP),
   * `eager` for other cards above the fold, `lazy` (the default) for the rest.
   */
  imageLoading?: ImageLoading
}

/** A post in a list; the title's link covers the card. */
export function PostCard({ post, headingLevel = 2, imageLoading }: Props) {
  return (
    <Card cover={post.cover} imageLoading={imageLoading}>
      <div>
        <CategoryBadge name={post.category} />
      </div>
      <CardTitle href={addressOf('posts', post.slug)} level={headingLevel}>
        {post.title}
      </CardTitle>
      <CardSummary text={post.summary} />
      <PostMeta date={post.date} readingTime={post.readingTime} className="mt-auto pt-3 text-xs text-stone-600" />
    </Card>
  )
}
