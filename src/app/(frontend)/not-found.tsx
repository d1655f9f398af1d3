import Link from 'next/link'

import { primaryButtonClass, secondaryButtonClass } from '@/components/forms/styles'

/** The site's 404 page (HTTP 404): unknown addresses and anything a page reports as missing. */
export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className="font-serif text-6xl font-bold text-amber-800" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-stone-900">404 Page Not Found</h1>
      <p className="mt-4 text-stone-700">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={primaryButtonClass}>
          Go home
        </Link>
        <Link href="/blog" className={secondaryButtonClass}>
          Browse the blog
        </Link>
      </div>
    </div>
  )
}
