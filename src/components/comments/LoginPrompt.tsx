import Link from 'next/link'

import { focusRing } from '@/components/forms/styles'

/** What a visitor sees in place of the comment form; sign-in brings them back to this post (`address`). */
export function LoginPrompt({ address }: { address: string }) {
  const next = encodeURIComponent(address)
  return (
    <div className="rounded-lg border border-stone-200 bg-stone-100 p-5 text-center">
      <p className="text-stone-800">Sign in to join the conversation.</p>
      <p className="mt-3 flex flex-wrap justify-center gap-3">
        <Link
          href={`/login?next=${next}`}
          className={`rounded-md bg-amber-800 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-900 ${focusRing}`}
        >
          Log in to comment
        </Link>
        <Link
          href={`/login?mode=register&next=${next}`}
          className={`rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 ${focusRing}`}
        >
          Create an account
        </Link>
      </p>
    </div>
  )
}
