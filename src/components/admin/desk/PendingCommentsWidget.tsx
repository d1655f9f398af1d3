import Link from 'next/link'
import type { WidgetServerProps } from 'payload'

import { documentAdminPath, pendingCommentsPath } from '@/lib/data/adminPaths'
import { pendingComments, siteTimeZone } from '@/lib/data/desk'
import { deskDate, DeskWidget, NothingHere } from './DeskWidget'

/** How many comments wait for moderation, the newest of them, and the list filtered to them. */
export async function PendingCommentsWidget({ req }: WidgetServerProps) {
  const [{ total, latest }, timeZone] = await Promise.all([pendingComments(req), siteTimeZone(req.payload)])
  return (
    <DeskWidget id="desk-comments" title="Comments waiting">
      {total === 0 ? (
        <NothingHere />
      ) : (
        <>
          <p className="desk-widget__count">
            <strong>{total}</strong> {total === 1 ? 'comment waits' : 'comments wait'} for moderation
          </p>
          <ul className="desk-widget__list">
            {latest.map((comment) => (
              <li key={comment.id}>
                <span className="desk-widget__item">
                  <Link href={documentAdminPath(req.payload, 'comments', comment.id)}>{comment.excerpt}</Link>
                  <span className="desk-widget__meta">on {comment.postTitle}</span>
                </span>
                <span className="desk-widget__meta">{deskDate(comment.createdAt, timeZone)}</span>
              </li>
            ))}
          </ul>
          <p>
            <Link href={pendingCommentsPath(req.payload)}>
              {total === 1 ? 'Review the waiting comment' : `Review all ${total} waiting comments`}
            </Link>
          </p>
        </>
      )}
    </DeskWidget>
  )
}
