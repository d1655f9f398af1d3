import { useId } from 'react'

import type { Verse } from '@/collections/verses/data'
import { ScriptureText } from '@/components/scripture/ScriptureText'

/**
 * The verse of the day right under the home page's hero, below the desktop width only: there the
 * sidebar that holds it comes after every card, so this takes its place (the sidebar's copy is
 * hidden at those widths, so a screen reader meets the verse once).
 */
export function CompactVerse({ verse }: { verse: Verse }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="mb-8 rounded-lg border-l-4 border-amber-700 bg-white px-4 py-3 shadow-sm lg:hidden">
      <h2 id={id} className="text-xs font-semibold uppercase tracking-wide text-amber-900">
        Verse of the Day
      </h2>
      <figure className="mt-1">
        <blockquote className="font-serif text-base italic leading-snug text-stone-800">“{verse.text}”</blockquote>
        <figcaption className="mt-1 text-sm font-semibold text-amber-900">
          <ScriptureText text={verse.reference} />
        </figcaption>
      </figure>
    </section>
  )
}
