/**
 * The references in the creator's words as links to their passage pages, made on the server as a
 * page renders (and so once per cached page). Each link carries its passage's key
 * (`data-passage`, src/scripture/passageKey.ts), which the page's popover reads; without
 * JavaScript it simply opens the passage page.
 *
 * Never inside a link (a link in a link is no link), code, preformatted text or a heading.
 */
import { decodeHTML } from 'entities'
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5'

import { escapeHtml } from '@/lib/html/escape'

import { passageKey } from './passageKey'
import { REFERENCE_CLASS, type TextPart } from './referenceLink'
import { findReferences, passageHref, type Passage, type Reference } from './references'

// How far around a number the parser looks: before it for the longest book names ("1
// Thessalonians", "Song of Solomon") and after it for what follows a reference.
const BEFORE = 48
const AFTER = 32

/**
 * The references in `text`, as findReferences finds them, read only around its numbers: the parser
 * sweeps every book's name over all it is given, about 2 µs a character, and a reference is never
 * far from a number. Each stretch begins and ends between words, so the words findReferences
 * looks at around a match (an address before it, counting after it) are whole; stretches that
 * meet are read as one.
 *
 * The walks to the nearest whitespace never cross the previous stretch's end (whatever lies before
 * it is already read, and its end is whitespace or the text's end), so each character is walked
 * over once and a long run without whitespace ("a1a1a1…", a pasted table) costs linear time.
 */
export const referencesIn = (text: string): Reference[] => {
  if (!/\d/.test(text)) return []
  const stretches: [number, number][] = []
  for (const number of text.matchAll(/\d+/g)) {
    const last = stretches[stretches.length - 1]
    const read = last ? last[1] : 0
    let start = Math.max(0, number.index - BEFORE)
    while (start > read && !/\s/.test(text[start - 1])) start -= 1
    let end = Math.min(text.length, number.index + number[0].length + AFTER)
    if (last && end <= read) continue
    while (end < text.length && !/\s/.test(text[end])) end += 1
    if (last && start <= read) last[1] = end
    else stretches.push([start, end])
  }
  return stretches.flatMap(([start, end]) =>
    findReferences(text.slice(start, end)).map((reference) => ({ ...reference, start: reference.start + start, end: reference.end + start })),
  )
}

/** Plain text cut into its words and its references, in order (all words when it has none). */
export const referenceParts = (text: string): TextPart[] => {
  const parts: TextPart[] = []
  let at = 0
  for (const reference of referencesIn(text)) {
    if (reference.start > at) parts.push(text.slice(at, reference.start))
    parts.push({ text: reference.text, href: passageHref(reference.passage), passage: passageKey(reference.passage) })
    at = reference.end
  }
  if (at < text.length) parts.push(text.slice(at))
  return parts
}

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['documentFragment']
type TextNode = DefaultTreeAdapterMap['textNode']

// Whose text is not prose a reference could stand in: links, code, headings, and what is not shown as text.
const SKIPPED = new Set([
  'a',
  'code',
  'pre',
  'kbd',
  'samp',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'script',
  'style',
  'template',
  'textarea',
  'title',
  'button',
  'select',
  'svg',
  'math',
  'iframe',
  'noscript',
])

/** The text nodes a reference may be linked in, in document order, without recursion (a hostile body may nest deeply). */
const proseTextNodes = (root: Node): TextNode[] => {
  const found: TextNode[] = []
  const stack: Node[] = [root]
  while (stack.length) {
    const node = stack.pop()!
    if (node.nodeName === '#text') found.push(node as TextNode)
    if ('tagName' in node && SKIPPED.has(node.tagName)) continue
    if ('childNodes' in node) for (let i = node.childNodes.length - 1; i >= 0; i -= 1) stack.push(node.childNodes[i] as Node)
  }
  return found
}

const CHARACTER_REFERENCE = /&(?:#\d+;?|#x[\da-f]+;?|[a-z][a-z\d]*;?)/iy

/**
 * The words a run of source text stands for, and where each character begins in the source
 * (`at[i]`; -1 for the second and later characters one character reference stands for, where no
 * link may begin or end; `at[text.length]` is the source's end). The source stays as written: a
 * link is put around the reference's own source characters, entities and all.
 */
const decoded = (source: string) => {
  let text = ''
  const at: number[] = []
  for (let i = 0; i < source.length; ) {
    if (source[i] === '&') {
      CHARACTER_REFERENCE.lastIndex = i
      const entity = CHARACTER_REFERENCE.exec(source)
      if (entity) {
        const characters = decodeHTML(entity[0])
        for (let k = 0; k < characters.length; k += 1) at.push(k === 0 ? i : -1)
        text += characters
        i += entity[0].length
        continue
      }
    }
    // HTML reads a CR LF pair, or a CR alone, as one line feed.
    if (source[i] === '\r') {
      at.push(i)
      text += '\n'
      i += source[i + 1] === '\n' ? 2 : 1
      continue
    }
    at.push(i)
    text += source[i]
    i += 1
  }
  at.push(source.length)
  return { text, at }
}

const opening = (passage: Passage) =>
  `<a href="${escapeHtml(passageHref(passage))}" class="${REFERENCE_CLASS}" data-passage="${escapeHtml(passageKey(passage))}">`

/**
 * HTML (Payload's converter's, already escaped) with each reference in its prose made a link.
 * Only links are added, around the reference's own characters: everything else, markup and
 * character references alike, comes out as it went in, byte for byte, so nothing the converter
 * escaped is ever unescaped.
 */
export const linkReferencesInHtml = (html: string): string => {
  if (!html || !/\d/.test(html)) return html
  const inserts: { at: number; markup: string }[] = []
  for (const node of proseTextNodes(parseFragment(html, { sourceCodeLocationInfo: true }))) {
    const location = node.sourceCodeLocation
    if (!location || !/\d/.test(node.value)) continue
    const source = html.slice(location.startOffset, location.endOffset)
    const { text, at } = decoded(source)
    // A text the parser moved or changed (misnested markup) is left alone rather than guessed at.
    if (text !== node.value) continue
    for (const reference of referencesIn(text)) {
      const start = at[reference.start]
      const end = at[reference.end]
      if (start < 0 || end < 0) continue
      inserts.push({ at: location.startOffset + start, markup: opening(reference.passage) }, { at: location.startOffset + end, markup: '</a>' })
    }
  }
  if (inserts.length === 0) return html
  // In the source's order, which is the tree's unless the parser moved text (out of a table); stable, so a link closes before the next opens.
  inserts.sort((a, b) => a.at - b.at)
  let out = ''
  let from = 0
  for (const insert of inserts) {
    out += html.slice(from, insert.at) + insert.markup
    from = insert.at
  }
  return out + html.slice(from)
}
