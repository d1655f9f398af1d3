import { decodeHTML } from 'entities'

/**
 * Text out of a source's HTML, for the fields the model keeps as plain text (titles, names,
 * excerpts, comments). Not a sanitizer: the result is text that the site escapes when it
 * shows it, so a stray `<` left in it is harmless.
 */

const DROPPED_WITH_CONTENT = /<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi
const HTML_COMMENT = /<!--[\s\S]*?-->/g
const LINE_BREAK = /<br\s*\/?>/gi
// Closing a block ends a paragraph; opening one does too (`<p>a<p>b` is two paragraphs).
const BLOCK_EDGE = /<\/?(p|div|blockquote|li|ul|ol|h[1-6]|pre|table|tr|figure|figcaption|section|article|header|footer)\b[^>]*>/gi
const TAG = /<\/?[a-zA-Z][^>]*>/g

/** A single line: markup removed, entities decoded, whitespace collapsed ("Title <em>With</em> &amp; more" → "Title With & more"). */
export const inlineText = (html: string): string =>
  decodeHTML(html.replace(DROPPED_WITH_CONTENT, ' ').replace(HTML_COMMENT, ' ').replace(TAG, ''))
    .replace(/\s+/g, ' ')
    .trim()

/**
 * Paragraphs separated by one blank line, line breaks inside a paragraph kept. A blank line in
 * the source is a paragraph break too: WordPress stores comments and excerpts as text whose
 * blank lines become paragraphs only when shown.
 */
export const paragraphText = (html: string): string => {
  const marked = html
    .replace(DROPPED_WITH_CONTENT, ' ')
    .replace(HTML_COMMENT, ' ')
    .replace(LINE_BREAK, '\n')
    .replace(BLOCK_EDGE, '\n\n')
    .replace(TAG, '')
  return decodeHTML(marked)
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u00a0]*\n\s*/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n')
}
