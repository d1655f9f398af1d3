import type React from 'react'

import './desk.scss'

/**
 * The frame every desk widget shares: Payload's `card` (its background, border and radius,
 * as the dashboard docs advise for widgets) with a heading and what the widget shows.
 */
export function DeskWidget({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="card desk-widget" aria-labelledby={`${id}-title`} data-widget={id}>
      <h2 className="desk-widget__title" id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** What a widget says when there is nothing to show. */
export function NothingHere({ children = 'Nothing waiting' }: { children?: React.ReactNode }) {
  return <p className="desk-widget__empty">{children}</p>
}

/** A date as the desk shows it, on the site's calendar ("Nov 24, 3:00 PM EST"). */
export const deskDate = (iso: string, timeZone: string) => {
  const options = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const
  try {
    return new Date(iso).toLocaleString('en-US', { ...options, timeZone })
  } catch {
    return new Date(iso).toLocaleString('en-US', { ...options, timeZone: 'UTC' })
  }
}
