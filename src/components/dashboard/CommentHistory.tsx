import Link from 'next/link'

import type { UserComment } from '@/collections/comments/data'
import { longDate } from '@/lib/format'
import { BrowseArticles } from './BrowseArticles'
import { CommentStatusBadge } from './CommentStatusBadge'
import { addressOf } from '@/collections/addresses'

/** The dashboard's Comments tab: the member's own comments, newest first, each with its post and moderation state. */
export function CommentHistory({ comments }: { comments: UserComment[] }) {
  if (comments.length === 0) {
    return <BrowseArticles title="No comments yet" text="Join the conversation: your comments on articles appear here." />
  }
  return (
    <ul className="space-y-4">
      {comments.map((comment) => (
        <li key={comment.id} className="rounded-lg border border-stone-200 bg-white p-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="font-serif text-lg font-bold leading-snug text-stone-900">
              <Link href={addressOf('posts', comment.post.slug)} className="hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700">
                {comment.post.title}
              </Link>
            </h3>
            <CommentStatusBadge status={comment.status} />
          </div>
          <p className="mt-1 text-sm text-stone-600">
            <time dateTime={comment.createdAt}>{longDate(comment.createdAt)}</time>
          </p>
          {comment.status === 'rejected' && (
            <p className="mt-1 text-sm text-stone-600">The moderator did not publish this comment; only you can see it.</p>
          )}
          <p className="mt-2 whitespace-pre-line break-words text-stone-800">{comment.content}</p>
        </li>
      ))}
    </ul>
  )
}
