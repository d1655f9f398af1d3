import Link from 'next/link'

import { primaryButtonClass } from '@/components/forms/styles'

/** The reading club's invitation to suggest the next book, leading to /submit-book. */
export function SuggestBook({ className = '' }: { className?: string }) {
  return (
    <section aria-labelledby="suggest-a-book" className={`rounded-xl border border-amber-200 bg-amber-50 p-6 sm:p-8 ${className}`}>
      <h2 id="suggest-a-book" className="font-serif text-2xl font-bold text-stone-900">
        Have a book in mind?
      </h2>
      <p className="mt-2 max-w-2xl text-stone-700">
        Tell us about a book that helped you walk with Christ, and we may read it together in a coming month.
      </p>
      <Link href="/submit-book" className={`mt-5 ${primaryButtonClass}`}>
        Suggest a Book
      </Link>
    </section>
  )
}
