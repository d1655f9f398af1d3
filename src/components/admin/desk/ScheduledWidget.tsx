import { Pill } from '@payloadcms/ui'
import Link from 'next/link'
import type { WidgetServerProps } from 'payload'

import { scheduledDocuments, siteTimeZone } from '@/lib/data/desk'
import { deskDate, DeskWidget, NothingHere } from './DeskWidget'

/** What Payload's scheduled publishing will publish or unpublish next, soonest first. */
export async function ScheduledWidget({ req }: WidgetServerProps) {
  const [scheduled, timeZone] = await Promise.all([scheduledDocuments(req), siteTimeZone(req.payload)])
  return (
    <DeskWidget id="desk-scheduled" title="Scheduled">
      {scheduled.length === 0 ? (
        <NothingHere>Nothing scheduled</NothingHere>
      ) : (
        <ul className="desk-widget__list">
          {scheduled.map((item) => (
            <li key={item.job}>
              <span className="desk-widget__item">
                <Link href={item.href}>{item.title}</Link>
                <span className="desk-widget__meta">{item.kind}</span>
              </span>
              <span className="desk-widget__numbers">
                <Pill size="small" pillStyle={item.action === 'publish' ? 'success' : 'warning'}>
                  {item.action === 'publish' ? 'Publish' : 'Unpublish'}
                </Pill>
                <time dateTime={item.at}>{deskDate(item.at, timeZone)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </DeskWidget>
  )
}
