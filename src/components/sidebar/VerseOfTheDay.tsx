import type { Verse } from '@/collections/verses/data'
import { SidebarSection } from './SidebarSection'
import { ScriptureText } from '@/components/scripture/ScriptureText'

export function VerseOfTheDay({ verse }: { verse: Verse }) {
  return (
    <SidebarSection title="Verse of the Day">
      <figure>
        <blockquote className="font-serif text-base italic leading-relaxed text-stone-800">“{verse.text}”</blockquote>
        <figcaption className="mt-2 text-sm font-semibold text-amber-900">
          <ScriptureText text={verse.reference} />
        </figcaption>
      </figure>
    </SidebarSection>
  )
}
