/**
 * JSON-LD goes into an inline <script>, where the HTML parser, not JSON, decides where the
 * script ends: a title containing "</script>" or "<!--" would end it early and let the rest
 * run as markup. Escaping every `<`, `>` and `&` as a JSON unicode escape keeps the text
 * identical for JSON readers and inert for the HTML parser; U+2028/U+2029 are escaped for
 * older JavaScript parsers that treat them as line ends.
 */
const UNSAFE = /[<>&\u2028\u2029]/g

const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`

type JsonLdValue = string | number | boolean | null | undefined | JsonLdValue[] | { [key: string]: JsonLdValue }

export type JsonLdDocument = { '@context': 'https://schema.org'; '@type': string; [key: string]: JsonLdValue }

/** The JSON text of `data`, safe to place between <script type="application/ld+json"> tags. */
export const serializeJsonLd = (data: JsonLdDocument): string => JSON.stringify(data).replace(UNSAFE, escapeChar)
