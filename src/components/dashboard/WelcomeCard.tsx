import Link from 'next/link'

import { secondaryButtonClass } from '@/components/forms/styles'
import { longDate } from '@/lib/format'

type Member = { email: string; firstName?: string | null; createdAt: string }

/** The name a member is greeted by: their first name, or "User" when they gave none. */
const greetingName = (member: Pick<Member, 'firstName'>): string => member.firstName?.trim() || 'User'

/** The letter in the avatar circle: the first name's, else the e-mail's. */
const initialOf = (member: Member): string => (Array.from(member.firstName?.trim() || member.email)[0] ?? 'U').toUpperCase()

/** The dashboard's top card: who is signed in, since when, and the way to their account settings. */
export function WelcomeCard({ member }: { member: Member }) {
  return (
    <section aria-labelledby="welcome-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-amber-100 font-serif text-2xl font-bold text-amber-900"
        >
          {initialOf(member)}
        </span>
        <div className="min-w-0 flex-1">
          <h1 id="welcome-title" className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">
            {`Welcome, ${greetingName(member)}`}
          </h1>
          <p className="mt-1 break-words text-stone-700">{member.email}</p>
          <p className="mt-1 text-sm text-stone-600">
            Member since <time dateTime={member.createdAt}>{longDate(member.createdAt)}</time>
          </p>
        </div>
        <Link href="/account" className={`${secondaryButtonClass} self-start sm:self-center`}>
          Account settings
        </Link>
      </div>
    </section>
  )
}
