import { ScriptureText } from '@/components/scripture/ScriptureText'
import { Paragraphs } from '@/components/text/Paragraphs'

/** A book's description as the creator typed it: a blank line starts a new paragraph; references link to their passages. */
export function BookDescription({ text, className = '' }: { text: string; className?: string }) {
  return <Paragraphs text={text} className={`leading-relaxed text-stone-800 ${className}`} />
}

type InsightsProps = {
  insights: string[]
  /** Unique on the page: the list is labelled by its heading. */
  id: string
  /** 2 on the book's own page, 4 inside the reading club's "Book of the Month". */
  headingLevel: 2 | 4
  className?: string
}

/** The book's key insights, as a list under their own heading (nothing when there are none). */
export function KeyInsights({ insights, id, headingLevel, className = '' }: InsightsProps) {
  if (insights.length === 0) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h4'
  const size = headingLevel === 2 ? 'text-2xl' : 'text-xl'
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={`font-serif font-bold text-stone-900 ${size}`}>
        Key Insights
      </Heading>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-stone-800 marker:text-amber-800">
        {insights.map((insight, i) => (
          <li key={i}>
            <ScriptureText text={insight} />
          </li>
        ))}
      </ul>
    </section>
  )
}
