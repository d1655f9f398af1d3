import { ImportFileError } from '../model'

import type { XmlElement } from './xmlRecords'

/**
 * The vocabulary of a WordPress eXtended RSS (WXR) file: its namespaces, the short names the
 * reader uses for them, and small accessors over an element's children.
 */

// WXR 1.0 to 1.2 (`/export/1.2/`); WordPress.com writes them with https.
const WP = /^https?:\/\/wordpress\.org\/export\/1\.\d+\/$/
const EXCERPT = /^https?:\/\/wordpress\.org\/export\/1\.\d+\/excerpt\/$/
const PREFIXES: Record<string, string> = {
  'http://purl.org/rss/1.0/modules/content/': 'content:',
  'http://purl.org/dc/elements/1.1/': 'dc:',
  'http://wellformedweb.org/CommentAPI/': 'wfw:',
}
const ATOM = 'http://www.w3.org/2005/Atom'

export const wxrName = (uri: string, local: string): string => {
  if (!uri) return local
  if (WP.test(uri)) return `wp:${local}`
  if (EXCERPT.test(uri)) return `excerpt:${local}`
  const prefix = PREFIXES[uri]
  return prefix ? `${prefix}${local}` : `{${uri}}${local}`
}

const HOW_TO_EXPORT = 'In WordPress, go to Tools → Export, choose “All content”, and upload the file it downloads.'

/** Refuses, in the creator's words, any XML file that is not a WordPress export. */
export const checkWxrRoot = (root: XmlElement, namespaces: Record<string, string>): void => {
  const isWxr = Object.values(namespaces).some((uri) => WP.test(uri))
  if (root.name === 'rss' && isWxr) return
  if (root.name === 'rss' || root.name.endsWith('}RDF')) throw new ImportFileError(`This is an RSS feed, not a WordPress export. ${HOW_TO_EXPORT}`)
  if (root.name === `{${ATOM}}feed`) throw new ImportFileError(`This is an Atom feed, not a WordPress export. ${HOW_TO_EXPORT}`)
  if (/^(\{[^}]*\})?html$/i.test(root.name)) throw new ImportFileError(`This is a web page, not a WordPress export. ${HOW_TO_EXPORT}`)
  throw new ImportFileError(`This XML file is not a WordPress export. ${HOW_TO_EXPORT}`)
}

export const child = (element: XmlElement, name: string): XmlElement | undefined => element.children.find((c) => c.name === name)

/** The text of the first child of that name, `''` when missing. */
export const field = (element: XmlElement, name: string): string => child(element, name)?.text ?? ''

export const childrenNamed = (element: XmlElement, name: string): XmlElement[] => element.children.filter((c) => c.name === name)

/** An item's `wp:postmeta` as a map (the first value of each key). */
export const postMeta = (item: XmlElement): Map<string, string> => {
  const meta = new Map<string, string>()
  for (const entry of childrenNamed(item, 'wp:postmeta')) {
    const key = field(entry, 'wp:meta_key').trim()
    if (key && !meta.has(key)) meta.set(key, field(entry, 'wp:meta_value'))
  }
  return meta
}

/** WordPress's `YYYY-MM-DD HH:MM:SS`, read as UTC; the zero date of unpublished drafts is no date. */
export const wpDate = (value: string): Date | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value.trim())
  if (!match || match[1] === '0000') return undefined
  const [, year, month, day, hour, minute, second] = match.map(Number)
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  return Number.isNaN(date.getTime()) ? undefined : date
}
