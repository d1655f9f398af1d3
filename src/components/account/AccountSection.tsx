import type { ReactNode } from 'react'

import type { Notice } from '@/lib/auth/accountNotices'
import { NoticeMessage } from './NoticeMessage'

type Props = {
  /** The section's anchor (`/account#password`), where a form sent without JavaScript returns. */
  id: string
  title: string
  intro?: ReactNode
  /** What the address says about this section's last change (`?password=changed`). */
  notice?: Notice | null
  children: ReactNode
}

/** One card of the account page: heading, a line of explanation, the notice, the form. */
export function AccountSection({ id, title, intro, notice, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 space-y-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="space-y-1">
        <h2 id={`${id}-heading`} className="font-serif text-xl font-semibold text-stone-900">
          {title}
        </h2>
        {intro && <div className="text-sm text-stone-700">{intro}</div>}
      </div>
      {notice && <NoticeMessage notice={notice} />}
      {children}
    </section>
  )
}
