import type { Verse } from '@/collections/verses/data'
import { SidebarSection } from './SidebarSection'

export function VerseOfTheDay({ verse }: { verse: Verse }) {
  return (
    <SidebarSection title="Verse of the Day">
      <figure>
        <blockquote className="font-serif text-base italic leading-relaxed text-stone-800">“{verse.text}”</blockquote>
        <figcaption className="mt-2 text-sm font-semibold text-amber-900">{verse.reference}</figcaption>
      </figure>
    </SidebarSection>
  )
}
