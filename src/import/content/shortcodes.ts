/**
 * WordPress shortcodes (`[caption]…[/caption]`, `[gallery ids="1,2"]`, `[embed]URL[/embed]`) are
 * expanded into the HTML they stand for before the body is parsed, since WordPress expands them
 * only when it shows a page and the export keeps them raw.
 *
 * WordPress itself expands only the shortcodes a plugin registered and prints any other bracket
 * text as it is, and writers use brackets too (a quotation's "[Jesus] said", a footnote's "[2]",
 * Peter Pan's "coracles [simple boat]"). So an unknown bracket is removed only when it is
 * unmistakably a shortcode: it has a closing tag, ends in `/]`, carries `key=value` attributes,
 * or has a `_` or `-` in its name; otherwise it stays as text.
 */
import { escapeHtml } from '@/lib/html/escape'
import { fileName } from './urls'

export type ShortcodeOptions = {
  /** An attachment's image address by its WordPress id, for `[gallery ids="…"]`. */
  attachmentUrl?: (id: number) => string | undefined
  /** The images attached to the post, for a `[gallery]` without ids (WordPress shows those). */
  attachedImages?: string[]
}

type Attributes = { named: Record<string, string>; positional: string[] }
type Token = { start: number; end: number; closing: boolean; name: string; attributes: string; selfClosing: boolean }

const TAG = /\[(\/)?([A-Za-z][\w-]*)(?=[\s\]/])([^\][]*)\]/g
const MAX_NESTING = 8
const MEDIA_ATTRIBUTES = ['src', 'mp3', 'm4a', 'ogg', 'wav', 'wma', 'flac', 'mp4', 'm4v', 'webm', 'ogv', 'wmv', 'flv', 'url']
const EMBED_NAMES = new Set(['embed', 'youtube', 'vimeo', 'soundcloud', 'spotify', 'tweet', 'twitter', 'dailymotion', 'instagram'])

const linkParagraph = (url: string, label = url) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`
const httpUrl = (value: string | undefined) => (value && /^https?:\/\/\S+$/i.test(value.trim()) ? value.trim() : undefined)

const parseAttributes = (raw: string): Attributes => {
  const named: Record<string, string> = {}
  const positional: string[] = []
  const pattern = /([\w-]+)\s*=\s*"([^"]*)"|([\w-]+)\s*=\s*'([^']*)'|([\w-]+)\s*=\s*([^\s'"]+)|"([^"]*)"|'([^']*)'|(\S+)/g
  for (const match of raw.replace(/\/\s*$/, '').matchAll(pattern)) {
    const name = match[1] ?? match[3] ?? match[5]
    if (name) named[name.toLowerCase()] = match[2] ?? match[4] ?? match[6] ?? ''
    else positional.push(match[7] ?? match[8] ?? match[9] ?? '')
  }
  return { named, positional }
}

const tokens = (html: string): Token[] =>
  [...html.matchAll(TAG)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    closing: Boolean(match[1]),
    name: match[2].toLowerCase(),
    attributes: match[3],
    selfClosing: /\/\s*$/.test(match[3]),
  }))

/** The HTML with every shortcode expanded, removed or (when it is just bracket text) kept. */
export const expandShortcodes = (html: string, options: ShortcodeOptions, warnings: Set<string>): string =>
  expand(html, options, warnings, 0)

const expand = (html: string, options: ShortcodeOptions, warnings: Set<string>, depth: number): string => {
  const found = tokens(html)
  // Closing tags by name, in order, so finding an opening tag's end is a lookup, not a rescan.
  const closings = new Map<string, Token[]>()
  for (const token of found) {
    if (!token.closing) continue
    const list = closings.get(token.name)
    if (list) list.push(token)
    else closings.set(token.name, [token])
  }
  let out = ''
  let position = 0
  for (const token of found) {
    if (token.start < position) continue
    if (token.closing) {
      // A closing tag with no opening one: WordPress would print it; a shortcode-like one goes.
      if (looksLikeShortcode(token.name)) {
        out += html.slice(position, token.start)
        position = token.end
      }
      continue
    }
    // `[[foo]]` is WordPress's way to write a literal `[foo]`.
    if (html[token.start - 1] === '[' && html[token.end] === ']') {
      out += html.slice(position, token.start - 1) + html.slice(token.start, token.end)
      position = token.end + 1
      continue
    }
    const close = token.selfClosing ? undefined : firstAfter(closings.get(token.name), token.end)
    const inner = close ? html.slice(token.end, close.start) : null
    const content = inner === null ? null : depth < MAX_NESTING ? expand(inner, options, warnings, depth + 1) : ''
    const replacement = render(token, parseAttributes(token.attributes), content, options, warnings)
    if (replacement === undefined) continue
    out += html.slice(position, token.start) + replacement
    position = close ? close.end : token.end
  }
  return out + html.slice(position)
}

/** The first of `sorted` (by position) that starts at or after `position`. */
const firstAfter = (sorted: Token[] | undefined, position: number): Token | undefined => {
  if (!sorted) return undefined
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (sorted[middle].start < position) low = middle + 1
    else high = middle
  }
  return sorted[low]
}

const looksLikeShortcode = (name: string) => /[_-]/.test(name) || KNOWN.has(name)
const KNOWN = new Set(['caption', 'wp_caption', 'gallery', 'playlist', 'audio', 'video', ...EMBED_NAMES])

/** The HTML a shortcode stands for; undefined keeps its text (it is not a shortcode). */
const render = (
  token: Token,
  attributes: Attributes,
  content: string | null,
  options: ShortcodeOptions,
  warnings: Set<string>,
): string | undefined => {
  const { name } = token
  if (name === 'caption' || name === 'wp_caption') return caption(content ?? '', attributes)
  if (name === 'gallery') return gallery(attributes, options, warnings)
  if (name === 'playlist') {
    warnings.add('A [playlist] shortcode was left out: the site has no playlist player for imported files.')
    return ''
  }
  if (name === 'audio' || name === 'video') {
    const url = [...MEDIA_ATTRIBUTES.map((key) => attributes.named[key]), ...attributes.positional].map(httpUrl).find(Boolean)
    if (url) return linkParagraph(url, fileName(url))
    warnings.add(`An [${name}] shortcode without a file address was left out.`)
    return ''
  }
  if (EMBED_NAMES.has(name)) {
    const url = [content ?? '', attributes.named.url, attributes.named.src, ...attributes.positional].map(httpUrl).find(Boolean)
    if (url) return linkParagraph(url)
    warnings.add(`An [${name}] shortcode without an address was left out.`)
    return ''
  }
  const hasNamedAttributes = Object.keys(attributes.named).length > 0
  if (content === null && !token.selfClosing && !hasNamedAttributes && !looksLikeShortcode(name)) return undefined
  warnings.add(
    content
      ? `The [${name}] shortcode was removed (a plugin on the old site drew it); the text inside it is kept.`
      : `The [${name}] shortcode was removed (a plugin on the old site drew it).`,
  )
  return content ?? ''
}

/**
 * `[caption]<a><img></a> Text[/caption]`: the image (and a link around it) comes first and the rest
 * is the caption (older posts put it in a `caption` attribute instead).
 */
const caption = (content: string, attributes: Attributes): string => {
  const match = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(content)
  const image = match ? match[1] : content
  const text = (attributes.named.caption ? escapeHtml(attributes.named.caption) : match?.[2] ?? '').trim()
  return `<figure>${image}${text ? `<figcaption>${text}</figcaption>` : ''}</figure>`
}

const gallery = (attributes: Attributes, options: ShortcodeOptions, warnings: Set<string>): string => {
  const ids = (attributes.named.ids ?? attributes.named.include ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)
  const urls = ids.length
    ? ids.map((id) => options.attachmentUrl?.(id)).filter((url): url is string => Boolean(url))
    : (options.attachedImages ?? [])
  if (urls.length === 0) {
    warnings.add(
      ids.length
        ? `A gallery was left out: its images (attachments ${ids.join(', ')}) are not in the export.`
        : 'A gallery of the post\'s attached images was left out: the export lists no images attached to it.',
    )
    return ''
  }
  if (ids.length && urls.length < ids.length) warnings.add('Some images of a gallery are not in the export and were left out.')
  return `<figure>${urls.map((url) => `<img src="${escapeHtml(url)}" alt="">`).join('')}</figure>`
}
