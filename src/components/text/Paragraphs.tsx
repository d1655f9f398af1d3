import { ScriptureText } from '@/components/scripture/ScriptureText'
import { paragraphsOf } from '@/lib/content/paragraphs'

/**
 * Plain text typed in the admin's text areas as paragraphs: a blank line starts a new one, and
 * a single line break stays a line break (a quoted lyric keeps its lines). Scripture references
 * in it are links to their passages.
 */
export function Paragraphs({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={`space-y-4 ${className}`}>
      {paragraphsOf(text).map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line">
          <ScriptureText text={paragraph} />
        </p>
      ))}
    </div>
  )
}
