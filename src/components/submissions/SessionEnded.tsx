import Link from 'next/link'

import { toast } from '@/components/toast/toastStore'
import { ApiError } from '@/lib/client/apiRequest'

/**
 * The page was rendered for a member, but the API answered 401: the session ended while the
 * form was open (signed out in another tab, expired). That is no failure of the submission
 * itself, so it gets its own words and a way back in, instead of the generic failure toast.
 */
export const isSessionEnded = (error: unknown): boolean => error instanceof ApiError && error.status === 401

export const toastSessionEnded = () =>
  toast({ title: 'Please sign in again', description: 'Your session has ended. Sign in again to send your submission.', variant: 'destructive' })

/** Stays beside the form after the toast has gone; the link returns to this page once signed in. */
export function SessionEndedNotice({ path }: { path: string }) {
  return (
    <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      Your session has ended.{' '}
      <Link href={`/login?next=${encodeURIComponent(path)}`} className="font-semibold underline underline-offset-2">
        Sign in again
      </Link>{' '}
      to send this submission.
    </p>
  )
}
