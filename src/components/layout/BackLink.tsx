import Link from 'next/link'
import type { ReactNode } from 'react'

import { focusRing } from '@/components/forms/styles'
import { listLinkPrefetch } from '@/lib/filteredLists'

/** A detail page's way back to its list ("← Back to Playlists"); the arrow is not read aloud. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} prefetch={listLinkPrefetch(href)} className={`inline-flex min-h-10 items-center text-sm font-semibold text-amber-900 hover:underline ${focusRing}`}>
      <span aria-hidden="true">←&nbsp;</span>
      {children}
    </Link>
  )
}
