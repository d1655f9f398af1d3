import Link from 'next/link'

import { focusRing } from '@/components/forms/styles'
import type { Writer } from '@/collections/authors/data'
import { addressOf } from '@/collections/addresses'
import { WriterPhoto } from './WriterPhoto'

/** The byline at the end of a post: the writer's photo, name (to their page) and short bio. */
export function Byline({ writer }: { writer: Writer }) {
  return (
    <section aria-labelledby="byline-heading" className="mt-10 flex gap-4 rounded-lg border border-stone-200 bg-white p-5">
      <WriterPhoto writer={writer} size={64} />
      <div className="min-w-0">
        <h2 id="byline-heading" className="text-xs font-semibold uppercase tracking-wide text-stone-600">
          Written by
        </h2>
        <p className="mt-1 font-serif text-lg font-bold text-stone-900">
          <Link href={addressOf('authors', writer.slug)} className={`hover:underline ${focusRing}`}>
            {writer.name}
          </Link>
        </p>
        {writer.bio && <p className="mt-1 text-sm text-stone-700">{writer.bio}</p>}
      </div>
    </section>
  )
}
