import { referenceParts } from '@/scripture/linkReferences'
import { ReferencedText } from './ReferencedText'

/**
 * Plain text the creator typed, with each Scripture reference in it a link to its passage page;
 * the page's popover opens the passage from it. A server component, so the reference parser never
 * reaches the browser. Not for text inside another link (a card's summary).
 */
export function ScriptureText({ text }: { text: string }) {
  return <ReferencedText parts={referenceParts(text)} />
}
