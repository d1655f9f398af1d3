/**
 * A reference link as the server makes it (src/scripture/linkReferences.ts) and the page's code
 * renders or finds it: nothing here reaches the reference parser or the text, so the browser's
 * code may import it.
 */

/** The class every reference link has: the site's styles find them by it. */
export const REFERENCE_CLASS = 'scripture-ref'

/** A run of text, or a reference in it with its passage's page and key (src/scripture/passageKey.ts). */
export type TextPart = string | { text: string; href: string; passage: string }
