import { REFERENCE_CLASS, referenceParts } from '@/scripture/linkReferences'

/**
 * Plain text the creator typed, with each Scripture reference in it a link to its passage page
 * (src/scripture/linkReferences.ts); the page's popover opens the passage from it. The text
 * stays text: React escapes it. A server component, so the reference parser never reaches the
 * browser; not for text inside another link (a card's summary).
 */
export function ScriptureText({ text }: { text: string }) {
  return referenceParts(text).map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a key={i} href={part.href} className={REFERENCE_CLASS} data-passage={part.passage}>
        {part.text}
      </a>
    ),
  )
}
