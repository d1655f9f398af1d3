'use client'

import { useQuery } from '@tanstack/react-query'

import type { UserComment } from '@/collections/comments/data'
import { apiRequest } from '@/lib/client/apiRequest'
import { longDate } from '@/lib/format'

/** The member's own comments, the list the dashboard shows (refreshed when one is posted). */
export const OWN_COMMENTS_PATH = '/api/comments/user'

/**
 * Above a member's comment form: what they wrote on this post that is still waiting for the
 * moderator. The post's list shows approved comments only, so without this a member who comes
 * back finds "No comments yet" and may post the same words again.
 */
export function PendingComments({ slug }: { slug: string }) {
  const { data } = useQuery({ queryKey: [OWN_COMMENTS_PATH], queryFn: () => apiRequest<UserComment[]>('GET', OWN_COMMENTS_PATH) })
  const waiting = (data ?? []).filter((comment) => comment.post.slug === slug && comment.status === 'pending')
  return (
    // Present while empty, so the words are announced when a comment joins it.
    <div role="status">
      {waiting.length > 0 && (
        <div className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-medium">{waiting.length === 1 ? 'Your comment is waiting for approval' : `${waiting.length} of your comments are waiting for approval`}</p>
          <p className="mt-1 text-sm">Only you can see {waiting.length === 1 ? 'it' : 'them'} here until the moderator approves.</p>
          <ul className="mt-3 space-y-3">
            {waiting.map((comment) => (
              <li key={comment.id} className="rounded-md border border-amber-200 bg-white p-3 text-stone-800">
                <p className="text-sm text-stone-600">
                  <time dateTime={comment.createdAt}>{longDate(comment.createdAt)}</time>
                </p>
                <p className="mt-1 whitespace-pre-line break-words">{comment.content}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
