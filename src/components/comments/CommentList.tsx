import type { Comment } from '@/collections/comments/data'
import { longDate } from '@/lib/format'

/** Approved comments, oldest first. Plain text only (DECISIONS.md): React escapes it. */
export function CommentList({ comments }: { comments: Comment[] }) {
  if (comments.length === 0) {
    return <p className="mt-6 text-stone-600">No comments yet. Be the first to share your thoughts!</p>
  }
  return (
    <ol className="mt-6 space-y-4">
      {comments.map((comment) => (
        <li key={comment.id}>
          <article className="flex gap-3 rounded-lg border border-stone-200 bg-white p-4" aria-label={`Comment by ${comment.authorName}`}>
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-100 font-semibold text-amber-900"
            >
              {Array.from(comment.authorName)[0]?.toUpperCase() ?? '?'}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold text-stone-900">{comment.authorName}</span>
                <time dateTime={comment.createdAt} className="text-stone-600">
                  {longDate(comment.createdAt)}
                </time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-stone-800">{comment.content}</p>
            </div>
          </article>
        </li>
      ))}
    </ol>
  )
}
