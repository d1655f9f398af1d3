import Link from 'next/link'
import type { WidgetServerProps } from 'payload'

import { inboxCounts, recordLook, siteTimeZone } from '@/lib/data/desk'
import { deskDate, DeskWidget, NothingHere } from './DeskWidget'

/**
 * Contact messages, suggestions and submissions: how many arrived since this staff member's
 * last look at the dashboard, and how many are still marked "new". Opening the dashboard is
 * the look (recorded here); reloads within one visit keep the same starting point.
 */
export async function InboxWidget({ req }: WidgetServerProps) {
  const since = await recordLook(req)
  const [counts, timeZone] = await Promise.all([inboxCounts(req, since), siteTimeZone(req.payload)])
  const waiting = counts.filter((row) => row.arrived > 0 || row.unread > 0)
  return (
    <DeskWidget id="desk-inbox" title="Inbox">
      <p className="desk-widget__note">{since ? `Since your last look, ${deskDate(since.toISOString(), timeZone)}` : 'Your first look: everything so far'}</p>
      {waiting.length === 0 ? (
        <NothingHere />
      ) : (
        <ul className="desk-widget__list">
          {waiting.map((row) => (
            <li key={row.slug}>
              <Link href={row.href}>{row.label}</Link>
              <span className="desk-widget__numbers">
                <span className={row.arrived ? 'desk-widget__new' : undefined}>{row.arrived} since your last look</span>
                <span className="desk-widget__meta">{row.unread} marked new</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </DeskWidget>
  )
}
