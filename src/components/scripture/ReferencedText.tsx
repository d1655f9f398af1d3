import { REFERENCE_CLASS, type TextPart } from '@/scripture/referenceLink'

/**
 * Text already cut into words and references on the server (src/scripture/linkReferences.ts),
 * each reference a link to its passage page, which the page's popover opens. Renders anywhere,
 * the browser's components too (a reading plan's days); the text stays text, React escapes it.
 */
export function ReferencedText({ parts }: { parts: TextPart[] }) {
  return parts.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a key={i} href={part.href} className={REFERENCE_CLASS} data-passage={part.passage}>
        {part.text}
      </a>
    ),
  )
}
