import { shownCount, type Comment } from '@/collections/comments/data'
import { addressOf } from '@/collections/addresses'
import { CommentComposer } from './CommentComposer'
import { CommentList } from './CommentList'

/**
 * The comments section of a post; its count includes the replies. The approved comments are
 * part of the cached page: approving a comment in the admin refreshes the page (the Comments
 * collection's revalidation hook).
 */
export function Comments({ slug, comments }: { slug: string; comments: Comment[] }) {
  return (
    <section aria-labelledby="comments-heading" className="mt-12 border-t border-stone-200 pt-8">
      <h2 id="comments-heading" className="font-serif text-2xl font-bold text-stone-900">
        Comments ({shownCount(comments)})
      </h2>
      <div className="mt-5">
        <CommentComposer slug={slug} address={addressOf('posts', slug)} />
      </div>
      <CommentList slug={slug} comments={comments} />
    </section>
  )
}
