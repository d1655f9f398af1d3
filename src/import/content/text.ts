/**
 * Plain text out of a source's HTML (titles, excerpts, comments), the images a body shows (for the
 * writer to download before converting it), and a post's summary.
 */
import type { SourceImage } from '../model'
import { attribute, childrenOf, descendants, type Element, isElement, isText, type Node, parse, SKIPPED, textContent } from './dom'
import { prepareHtml, type SourceOptions } from './prepare'
import { imageUrl } from './urls'

const BREAKS = new Set(['p', 'div', 'li', 'blockquote', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'ul', 'ol', 'table', 'figure', 'section', 'article'])

/**
 * Entities decoded, tags removed, white space collapsed. With `paragraphs` (comments), paragraphs
 * stay apart by a blank line and a `<br>` or single newline stays a line break; WordPress stores a
 * comment as text with blank lines and adds `<p>` tags only when it shows it.
 */
export const htmlToText = (html: string, options: { paragraphs?: boolean } = {}): string => {
  const fragment = parse(html)
  if (!options.paragraphs) return textContent(fragment)
  // Walk without recursion, writing markers for breaks: \u0001 a paragraph, \u0002 a line.
  let out = ''
  const stack: (Node | 'end')[] = [...childrenOf(fragment)].reverse()
  while (stack.length) {
    const next = stack.pop()!
    if (next === 'end') {
      out += '\u0001'
      continue
    }
    if (isText(next)) out += next.value.replace(/\r\n?/g, '\n').replace(/\n[ \t]*\n\s*/g, '\u0001').replace(/\n/g, '\u0002')
    else if (isElement(next) && !SKIPPED.has(next.tagName)) {
      if (next.tagName === 'br') out += '\u0002'
      if (BREAKS.has(next.tagName)) {
        out += '\u0001'
        stack.push('end')
      }
      const children = childrenOf(next)
      for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index])
    }
  }
  return out
    .split('\u0001')
    .map((paragraph) =>
      paragraph
        .split('\u0002')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n')
}

export type FindImagesOptions = SourceOptions & { site?: string }

/**
 * Every image the body shows, once each, with its description and caption, in the order they
 * appear; WordPress's shortcodes are expanded first, so a `[caption]` or `[gallery]` counts.
 */
export const findImageUrls = (html: string, options: FindImagesOptions = {}): SourceImage[] => {
  const { html: prepared } = prepareHtml(html, options, new Set())
  const found = new Map<string, SourceImage>()
  const captions = new Map<Element, string>()
  for (const element of descendants(parse(prepared))) {
    if (element.tagName === 'figure') {
      const caption = childrenOf(element).find((child): child is Element => isElement(child) && child.tagName === 'figcaption')
      const text = caption ? textContent(caption) : ''
      if (text) for (const inner of descendants(element)) if (inner.tagName === 'img') captions.set(inner, text)
    }
    if (element.tagName !== 'img') continue
    const src = [attribute(element, 'src'), attribute(element, 'data-src'), attribute(element, 'data-lazy-src')].find(
      (value) => value && !value.startsWith('data:'),
    )
    const url = src ? imageUrl(src, options.site) : undefined
    if (!url || found.has(url)) continue
    const alt = (attribute(element, 'alt') ?? '').replace(/\s+/g, ' ').trim()
    const caption = captions.get(element)
    found.set(url, { url, ...(alt ? { alt } : {}), ...(caption ? { caption } : {}) })
  }
  return [...found.values()]
}

/**
 * A summary of at most `max` characters (the posts' summary field holds 300): whole words, ending
 * in an ellipsis when cut.
 */
export const toSummary = (text: string, max = 300): string => {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const room = clean.slice(0, max - 1)
  const lastSpace = room.lastIndexOf(' ')
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room
  return `${cut.replace(/[\s,;:.!?\-–—]+$/, '')}…`
}

/** Lexical's inline nodes: their words run on within the block that holds them. */
const INLINE = new Set(['text', 'link', 'autolink', 'linebreak', 'tab'])

/**
 * The words of converted rich text, as a reader sees them: each block (paragraph, heading, list
 * item, quote) apart from the next. A post without an excerpt is summed up from these, after
 * WordPress's shortcodes and block comments were resolved, never from the source's raw HTML.
 */
export const richTextWords = (value: { root: unknown }): string => {
  let out = ''
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { type, text, children } = node as { type?: unknown; text?: unknown; children?: unknown }
    if (typeof text === 'string') out += text
    if (type === 'linebreak' || type === 'tab') out += ' '
    if (Array.isArray(children)) children.forEach(walk)
    if (typeof type === 'string' && !INLINE.has(type)) out += ' '
  }
  walk(value.root)
  return out.replace(/\s+/g, ' ').trim()
}
