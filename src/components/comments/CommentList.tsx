import type { Comment, Reply } from '@/collections/comments/data'
import { longDate } from '@/lib/format'
import { addressOf } from '@/collections/addresses'
import { ReplyAction } from './ReplyAction'

type Props = { slug: string; comments: Comment[] }

/** One comment or reply; `id="comment-12"` is where the e-mails about it link. */
function CommentCard({ slug, comment, reply = false }: { slug: string; comment: Comment | Reply; reply?: boolean }) {
  const replyingTo = 'replyingTo' in comment ? comment.replyingTo : null
  return (
    <article
      id={`comment-${comment.id}`}
      className={`flex scroll-mt-24 gap-3 rounded-lg border p-4 ${comment.byAuthor ? 'border-amber-300 bg-amber-50' : 'border-stone-200 bg-white'}`}
      aria-label={`${reply ? 'Reply' : 'Comment'} by ${comment.authorName}`}
    >
      <span
        aria-hidden="true"
        className={`flex shrink-0 items-center justify-center rounded-full bg-amber-100 font-semibold text-amber-900 ${reply ? 'size-8' : 'size-9'}`}
      >
        {Array.from(comment.authorName)[0]?.toUpperCase() ?? '?'}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-stone-900">{comment.authorName}</span>
          {comment.byAuthor && <span className="rounded bg-amber-800 px-1.5 py-0.5 text-xs font-semibold text-white">Author</span>}
          <time dateTime={comment.createdAt} className="text-stone-600">
            {longDate(comment.createdAt)}
          </time>
        </p>
        {replyingTo && <p className="mt-0.5 text-sm text-stone-600">Replying to {replyingTo}</p>}
        <p className="mt-1 whitespace-pre-line break-words text-stone-800">{comment.content}</p>
        <ReplyAction slug={slug} address={addressOf('posts', slug)} commentId={comment.id} authorName={comment.authorName} />
      </div>
    </article>
  )
}

/**
 * Approved comments, oldest first, each followed by its thread's replies (one level deep;
 * a reply to a reply names whom it answers). Plain text only (DECISIONS.md): React escapes it.
 */
export function CommentList({ slug, comments }: Props) {
  if (comments.length === 0) {
    return <p className="mt-6 text-stone-600">No comments yet. Be the first to share your thoughts!</p>
  }
  return (
    <ol className="mt-6 space-y-4">
      {comments.map((comment) => (
        <li key={comment.id}>
          <CommentCard slug={slug} comment={comment} />
          {comment.replies.length > 0 && (
            <ol className="mt-3 space-y-3 border-l-2 border-stone-200 pl-3 sm:ml-6 sm:pl-4" aria-label={`Replies to ${comment.authorName}`}>
              {comment.replies.map((reply) => (
                <li key={reply.id}>
                  <CommentCard slug={slug} comment={reply} reply />
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  )
}
