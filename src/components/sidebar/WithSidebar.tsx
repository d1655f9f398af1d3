import type { ReactNode } from 'react'

import { Sidebar } from './Sidebar'

/**
 * A page's main column with the sidebar beside it on wide screens and below it on phones.
 * `verseAbove`: the page shows the verse of the day above its column below the desktop width
 * (the home page), so the sidebar shows its own only from that width on.
 */
export function WithSidebar({ children, verseAbove = false }: { children: ReactNode; verseAbove?: boolean }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-12">{children}</div>
      <Sidebar verseAbove={verseAbove} />
    </div>
  )
}
