import Link from 'next/link'

import { primaryButtonClass } from '@/components/forms/styles'

/** An unknown or unpublished book (HTTP 404). */
export default function BookNotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-serif text-3xl font-bold text-stone-900">Book not found</h1>
      <p className="mt-4 text-stone-700">The book you are looking for is not in the reading club, or is no longer published.</p>
      <Link href="/reading-club" className={`mt-8 ${primaryButtonClass}`}>
        Back to the Reading Club
      </Link>
    </div>
  )
}
