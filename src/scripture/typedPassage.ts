/**
 * A passage the creator types on its own, in a Bible passage block ("John 3:16", "jn 3:16-18",
 * "Psalm 23"): exactly one reference to a passage the Bible has, and nothing else but spaces and
 * punctuation around it. Each refusal is a sentence the editor shows beside the box.
 */
import { findReferences, passageLabel, type Passage } from './references'

/** Long enough for any one reference ("1 Thessalonians 4:13–5:11"), short of a paragraph. */
export const TYPED_PASSAGE_MAX_LENGTH = 100

export type TypedPassage = { ok: true; passage: Passage; label: string } | { ok: false; message: string }

/** What the block says when nothing, or too much, was typed (the editor's look-up route says the same). */
export const TYPE_A_PASSAGE = 'Type a passage, such as John 3:16, Psalm 23 or 1 Cor 13:4–7.'
export const TYPED_PASSAGE_TOO_LONG = `A passage is at most ${TYPED_PASSAGE_MAX_LENGTH} characters: type only its book, chapter and verses.`

// What may stand around the reference: "(John 3:16)", "John 3:16.", "— Psalm 23".
const ONLY_PUNCTUATION = /^[\s.,;:()[\]"'“”‘’–—-]*$/

export const readTypedPassage = (typed: unknown): TypedPassage => {
  const text = typeof typed === 'string' ? typed.trim() : ''
  if (!text) return { ok: false, message: TYPE_A_PASSAGE }
  if (text.length > TYPED_PASSAGE_MAX_LENGTH) return { ok: false, message: TYPED_PASSAGE_TOO_LONG }
  const found = findReferences(text)
  if (found.length > 1) {
    const labels = found.map((reference) => passageLabel(reference.passage))
    return { ok: false, message: `A Bible passage block holds one passage, and this names ${found.length} (${labels.join(', ')}). Insert another block for the next one.` }
  }
  const [reference] = found
  if (!reference || !ONLY_PUNCTUATION.test(text.slice(0, reference.start) + text.slice(reference.end))) {
    return { ok: false, message: `“${text}” is not a passage in the Bible. Check the book, chapter and verse.` }
  }
  return { ok: true, passage: reference.passage, label: passageLabel(reference.passage) }
}
