import Link from 'next/link'

import { primaryButtonClass, secondaryButtonClass } from '@/components/forms/styles'
import { MISSING_PAGE, type NotFoundCopy } from '@/lib/sections'

/** A not-found page's body (HTTP 404): the general page shows the code large above its heading. */
export function NotFoundMessage({ copy }: { copy: NotFoundCopy }) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      {copy === MISSING_PAGE && (
        <p className="mb-4 font-serif text-6xl font-bold text-amber-800" aria-hidden="true">
          404
        </p>
      )}
      <h1 className="font-serif text-3xl font-bold text-stone-900">{copy.title}</h1>
      <p className="mt-4 text-stone-700">{copy.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={copy.link.href} className={primaryButtonClass}>
          {copy.link.label}
        </Link>
        {copy.also && (
          <Link href={copy.also.href} className={secondaryButtonClass}>
            {copy.also.label}
          </Link>
        )}
      </div>
    </div>
  )
}
