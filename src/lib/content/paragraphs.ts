/**
 * Plain text typed in the admin's text areas, as paragraphs: a blank line starts a new one,
 * each is trimmed, and empty ones are dropped. A single line break stays inside its paragraph.
 */
export const paragraphsOf = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
