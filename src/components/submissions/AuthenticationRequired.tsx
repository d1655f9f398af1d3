import Link from 'next/link'

import { primaryButtonClass, secondaryButtonClass } from '@/components/forms/styles'

type Props = {
  /** The page's own path: signing in (or signing up) brings the visitor back to it. */
  path: string
  /** What the visitor came to do, completing "Please sign in to …". */
  purpose: string
}

/**
 * What a visitor sees in place of a members' form. Decided on the server from the session, so
 * the answer is in the page's HTML: no spinner, no redirect in the browser.
 */
export function AuthenticationRequired({ path, purpose }: Props) {
  const next = encodeURIComponent(path)
  return (
    <section className="mx-auto max-w-xl rounded-xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="mx-auto size-10 text-amber-800">
        <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
        <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" strokeLinecap="round" />
      </svg>
      <h1 className="mt-4 font-serif text-2xl font-bold text-stone-900 sm:text-3xl">Authentication Required</h1>
      <p className="mt-3 text-stone-700">
        Please sign in to {purpose}. Submissions come from members, so our team knows who sent each one.
      </p>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href={`/login?next=${next}`} className={primaryButtonClass}>
          Sign In
        </Link>
        <Link href={`/login?mode=register&next=${next}`} className={`${secondaryButtonClass} min-h-11 px-5`}>
          Create an account
        </Link>
      </p>
    </section>
  )
}
