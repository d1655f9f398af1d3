'use client'

import Link from 'next/link'
import { lazy, Suspense, useId, useState } from 'react'

import { focusRing } from '@/components/forms/styles'
import { useUser } from '@/lib/client/useUser'

const Pending = () => <div className="h-28 animate-pulse rounded-lg bg-stone-100" aria-hidden="true" />

// The form's code loads only once a member opens a reply (React's lazy loading, as in CommentComposer).
const CommentForm = lazy(() => import('./CommentForm').then((m) => ({ default: m.CommentForm })))

/** `address`: the post's page, where signing in returns to (given by the server, which knows the sections). */
type Props = { slug: string; address: string; commentId: number; authorName: string }

/** What opens under a comment: the reply form for a member, a way to sign in for a visitor. */
function ReplyPanel({ slug, address, commentId, authorName, onPosted }: Props & { onPosted: () => void }) {
  const { user, isLoading } = useUser()
  if (isLoading) return <Pending />
  if (user) {
    return (
      <Suspense fallback={<Pending />}>
        <CommentForm slug={slug} parentId={commentId} replyingTo={authorName} onPosted={onPosted} />
      </Suspense>
    )
  }
  const next = encodeURIComponent(`${address}#comment-${commentId}`)
  return (
    <p className="text-sm text-stone-800">
      <Link href={`/login?next=${next}`} className={`font-semibold text-amber-900 underline ${focusRing}`}>
        Log in to reply
      </Link>{' '}
      or{' '}
      <Link href={`/login?mode=register&next=${next}`} className={`font-semibold text-amber-900 underline ${focusRing}`}>
        create an account
      </Link>
      .
    </p>
  )
}

/**
 * "Reply" under a comment. The page is the same for everyone (cached), so whether the reader
 * may reply is found out in the browser, and only once they ask to.
 */
export function ReplyAction(props: Props) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // The name holds the words shown (a voice command says what it sees) and whom it answers.
        aria-label={`${open ? 'Cancel reply' : 'Reply'} to ${props.authorName}`}
        onClick={() => setOpen((was) => !was)}
        className={`rounded text-sm font-semibold text-amber-900 hover:underline ${focusRing}`}
      >
        {open ? 'Cancel reply' : 'Reply'}
      </button>
      {open && (
        <div id={panelId} className="mt-3">
          <ReplyPanel {...props} onPosted={() => setOpen(false)} />
        </div>
      )}
    </div>
  )
}
