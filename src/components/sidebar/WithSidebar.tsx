import type { ReactNode } from 'react'

import { Sidebar } from './Sidebar'

/** A page's main column with the sidebar beside it on wide screens and below it on phones. */
export function WithSidebar({ children }: { children: ReactNode }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-12">{children}</div>
      <Sidebar />
    </div>
  )
}
