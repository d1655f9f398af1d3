/**
 * The walk from parsed HTML to Lexical nodes. Each element either sets how its text looks
 * (bold, a link), starts a block of its own (paragraph, heading, list, quote, table, image), or
 * is unwrapped to its content (div, section, span, unknown tags).
 */
import {
  attribute,
  childrenOf,
  type Element,
  find,
  hasClass,
  isElement,
  isText,
  type Node,
  type Parent,
  isCell,
  rowsOf,
  SKIPPED,
  textContent,
} from './dom'
import {
  type BlockNode,
  FORMAT,
  heading,
  type HeadingNode,
  horizontalRule,
  list,
  type NodeIds,
  quote,
  upload,
} from './lexicalNodes'
import { tableNodes } from './tables'
import { FlowTarget, type LinkContext, LinesTarget, ListTarget, type Target } from './targets'
import { embedLabel, embedPage, fileName, imageUrl, linkTarget } from './urls'

export type WalkOptions = {
  uploadFor: (url: string) => { id: number | string } | undefined
  site?: string
  /** WordPress's classic-editor rule: a blank line ends a paragraph, a newline is a line break. */
  autop: boolean
}

export type Context = {
  format: number
  link: LinkContext | null
  /** Inside `<pre>`: white space and newlines kept. */
  pre: boolean
  depth: number
  inTable: boolean
}

/** Past this depth the rest is read as plain text: no source nests so deep but a hostile one. */
const MAX_DEPTH = 200
/** Lists nest at most this deep (the page renders them recursively); deeper items become lines. */
const MAX_LIST_DEPTH = 8

const BLOCKS = new Set([
  'p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'center', 'address', 'details',
  'dl', 'dd', 'hgroup', 'fieldset', 'legend', 'figure', 'li', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th', 'caption',
  'body', 'html', 'picture',
])
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
const FORMATS: Record<string, number> = {
  b: FORMAT.bold, strong: FORMAT.bold,
  i: FORMAT.italic, em: FORMAT.italic, cite: FORMAT.italic, dfn: FORMAT.italic, var: FORMAT.italic,
  u: FORMAT.underline, ins: FORMAT.underline,
  s: FORMAT.strikethrough, strike: FORMAT.strikethrough, del: FORMAT.strikethrough,
  code: FORMAT.code, kbd: FORMAT.code, samp: FORMAT.code, tt: FORMAT.code,
  sub: FORMAT.subscript, sup: FORMAT.superscript,
}

export class Walker {
  constructor(
    readonly ids: NodeIds,
    readonly options: WalkOptions,
    readonly warnings: Set<string>,
  ) {}

  children(parent: Parent, target: Target, context: Context): void {
    for (const child of childrenOf(parent)) this.node(child, target, context)
  }

  node(node: Node, target: Target, context: Context): void {
    if (isText(node)) return this.text(node.value, target, context)
    if (!isElement(node)) return
    if (context.depth >= MAX_DEPTH) {
      this.warnings.add('Part of the body was nested too deeply to keep its layout; its text is kept.')
      return target.text(` ${textContent(node)} `, context.format, context.link)
    }
    this.element(node, target, { ...context, depth: context.depth + 1 })
  }

  private text(value: string, target: Target, context: Context): void {
    if (context.pre || !this.options.autop) return target.text(value, context.format, context.link, context.pre)
    value.split(/\n[ \t\r\f]*\n\s*/).forEach((chunk, index) => {
      if (index > 0) target.boundary()
      chunk.split('\n').forEach((line, lineIndex) => {
        if (lineIndex > 0) target.softBreak(context.link)
        target.text(line, context.format, context.link)
      })
    })
  }

  private element(element: Element, target: Target, context: Context): void {
    const tag = element.tagName
    if (tag === 'iframe') return this.embed(attribute(element, 'src'), attribute(element, 'title'), target, context)
    if (tag === 'video' || tag === 'audio') return this.media(element, target, context)
    if (SKIPPED.has(tag)) return this.dropped(tag)
    if (FORMATS[tag] !== undefined) return this.children(element, target, { ...context, format: withFormat(context.format, FORMATS[tag]) })
    if (tag === 'a') return this.anchor(element, target, context)
    if (tag === 'br') return target.lineBreak(context.link)
    if (tag === 'img') return this.image(element, target, context)
    if (tag === 'hr') return target instanceof FlowTarget ? target.block(horizontalRule()) : target.boundary()
    if (HEADINGS.has(tag)) return this.heading(element, tag as HeadingNode['tag'], target, context)
    if (tag === 'blockquote') return this.quote(element, target, context)
    if (tag === 'ul' || tag === 'ol') return this.list(element, target, context)
    if (tag === 'pre') return this.pre(element, target, context)
    if (tag === 'table') return this.table(element, target, context)
    if (tag === 'figure') return this.figure(element, target, context)
    if (tag === 'dt' || tag === 'summary') return this.block(element, target, { ...context, format: context.format | FORMAT.bold })
    if (tag === 'div' && hasClass(element, 'kg-callout-card')) return this.quote(element, target, context)
    if (tag === 'div' && (hasClass(element, 'kg-audio-card') || hasClass(element, 'kg-file-card'))) return this.card(element, target, context)
    if (BLOCKS.has(tag)) return this.block(element, target, context)
    // Inline and unknown elements (span, font, abbr, mark, custom tags) unwrap to their content.
    this.children(element, target, context)
  }

  private block(element: Element, target: Target, context: Context): void {
    target.boundary()
    this.children(element, target, context)
    target.boundary()
  }

  private dropped(tag: string): void {
    const what: Record<string, string> = {
      script: 'Scripts were removed from the body.',
      form: 'A form was removed from the body: it could only work on the old site.',
      object: 'An embedded object (Flash or a plug-in) was removed from the body.',
      embed: 'An embedded object (Flash or a plug-in) was removed from the body.',
    }
    if (what[tag]) this.warnings.add(what[tag])
  }

  private anchor(element: Element, target: Target, context: Context): void {
    const href = attribute(element, 'href') ?? ''
    const url = linkTarget(href, this.options.site)
    if (!url && /^\s*(javascript|data|vbscript):/i.test(href)) this.warnings.add('A link that would have run a script was turned into plain text.')
    const link = url ? { url, newTab: attribute(element, 'target') === '_blank' } : context.link
    this.children(element, target, { ...context, link })
  }

  /**
   * An image becomes the upload the writer made of it; one that was not downloaded becomes a link
   * to it named by its alternative text, or is left out (with a warning) when it has none.
   */
  private image(element: Element, target: Target, context: Context): void {
    const candidates = [attribute(element, 'src'), attribute(element, 'data-src'), attribute(element, 'data-lazy-src')]
    const url = candidates.map((src) => (src && !src.startsWith('data:') ? imageUrl(src, this.options.site) : undefined)).find(Boolean)
    const alt = (attribute(element, 'alt') ?? '').replace(/\s+/g, ' ').trim()
    const found = url ? this.options.uploadFor(url) : undefined
    if (found) return target.defer(upload(this.ids, found.id))
    if (!url) return void this.warnings.add('An image without a usable address was left out.')
    if (!alt) return void this.warnings.add(`An image that was not downloaded and has no description was left out: ${url}`)
    target.text(` ${alt} `, context.format, context.link ?? { url, newTab: false })
  }

  private heading(element: Element, tag: HeadingNode['tag'], target: Target, context: Context): void {
    if (!(target instanceof FlowTarget)) return this.block(element, target, { ...context, format: context.format | FORMAT.bold })
    const lines = new LinesTarget(this.ids, heading(tag), [])
    this.children(element, lines, context)
    this.place(target, lines)
  }

  /** A quote holds only text: its paragraphs are kept apart by a blank line. */
  private quote(element: Element, target: Target, context: Context): void {
    if (!(target instanceof FlowTarget)) return this.block(element, target, context)
    const lines = new LinesTarget(this.ids, quote(), [], 2)
    this.children(element, lines, context)
    this.place(target, lines)
  }

  private place(target: FlowTarget, lines: LinesTarget): void {
    const done = lines.finish()
    if (done) target.block(done as BlockNode)
    for (const node of lines.deferred) target.block(node)
  }

  private list(element: Element, target: Target, context: Context): void {
    const ordered = element.tagName === 'ol'
    const start = ordered ? Number.parseInt(attribute(element, 'start') ?? '1', 10) : 1
    const node = list(ordered, Number.isFinite(start) ? Math.max(0, Math.min(start, 1_000_000)) : 1)
    if (target instanceof ListTarget && target.indent + 1 < MAX_LIST_DEPTH) {
      const inner = new ListTarget(this.ids, node, target.indent + 1, target.deferred)
      this.items(element, inner, context)
      const done = inner.finish()
      if (done) target.nested(done)
      return
    }
    if (target instanceof FlowTarget) {
      const items = new ListTarget(this.ids, node, 0, [])
      this.items(element, items, context)
      const done = items.finish()
      if (done) target.block(done)
      for (const deferred of items.deferred) target.block(deferred)
      return
    }
    // A list inside a quote, a heading or too deep: each item on a line of its own.
    this.block(element, target, context)
  }

  private items(element: Element, target: ListTarget, context: Context): void {
    for (const child of childrenOf(element)) {
      if (isElement(child) && child.tagName === 'li') {
        target.endItem()
        this.children(child, target, { ...context, depth: context.depth + 1 })
        target.endItem()
      } else this.node(child, target, context)
    }
  }

  /**
   * Preformatted text keeps its lines in a code-formatted paragraph (the editor has no code block);
   * a WordPress verse (a poem) keeps its lines without the code look.
   */
  private pre(element: Element, target: Target, context: Context): void {
    const format = hasClass(element, 'wp-block-verse') ? context.format : context.format | FORMAT.code
    target.boundary()
    this.children(element, target, { ...context, format, pre: true })
    target.boundary()
  }

  private table(element: Element, target: Target, context: Context): void {
    if (!(target instanceof FlowTarget) || context.inTable) return this.flatTable(element, target, context)
    const built = tableNodes(element, (cell) => {
      const flow = new FlowTarget(this.ids)
      this.children(cell, flow, { ...context, inTable: true })
      return flow.finish()
    })
    for (const node of built) target.block(node)
  }

  /** A table where the editor allows none (in a cell, a list, a quote): a line per row, cells split by " | ". */
  private flatTable(element: Element, target: Target, context: Context): void {
    target.boundary()
    for (const row of rowsOf(element)) {
      target.boundary()
      childrenOf(row).filter(isCell).forEach((cell, index) => {
        if (index > 0) target.text(' | ', context.format, null)
        this.children(cell, target, { ...context, inTable: true })
      })
    }
    target.boundary()
  }

  /**
   * A figure's content, then its caption as an italic paragraph. Ghost's bookmark, audio, video
   * and file cards become a link to what they show; their player controls are left behind.
   */
  private figure(element: Element, target: Target, context: Context): void {
    if (hasClass(element, 'kg-bookmark-card')) return this.card(element, target, context)
    const caption = childrenOf(element).find((child): child is Element => isElement(child) && child.tagName === 'figcaption')
    target.boundary()
    if (hasClass(element, 'kg-video-card')) this.card(element, target, context)
    else for (const child of childrenOf(element)) if (child !== caption) this.node(child, target, context)
    if (caption) this.block(caption, target, { ...context, format: context.format | FORMAT.italic })
    target.boundary()
  }

  private card(element: Element, target: Target, context: Context): void {
    const anchor = find(element, (el) => el.tagName === 'a' && Boolean(attribute(el, 'href')))
    const player = find(element, (el) => el.tagName === 'audio' || el.tagName === 'video')
    const href = anchor ? attribute(anchor, 'href') : player ? mediaSource(player) : undefined
    const titled = find(element, (el) => ['kg-bookmark-title', 'kg-audio-title', 'kg-file-card-title'].some((name) => hasClass(el, name)))
    const url = href ? linkTarget(href, this.options.site) : undefined
    if (!url) return
    const label = (titled && textContent(titled)) || fileName(url)
    target.boundary()
    target.text(label, context.format, { url, newTab: false })
    target.boundary()
  }

  /** An embedded player becomes a paragraph linking to its page: the editor has no embed node. */
  private embed(src: string | undefined, title: string | undefined, target: Target, context: Context): void {
    const page = src ? embedPage(src, this.options.site) : undefined
    if (!page) return
    const url = linkTarget(page, this.options.site)
    if (!url) return
    this.warnings.add('Embedded players (videos, audio, posts) became links to their pages.')
    target.boundary()
    target.text(title?.trim() || embedLabel(page), context.format, { url, newTab: false })
    target.boundary()
  }

  private media(element: Element, target: Target, context: Context): void {
    const src = mediaSource(element)
    const url = src ? linkTarget(src, this.options.site) : undefined
    if (!url) return
    target.boundary()
    target.text(fileName(url), context.format, { url, newTab: false })
    target.boundary()
  }
}

/** Lexical shows a text as subscript or superscript, never both: the inner one wins. */
const withFormat = (format: number, bit: number): number => {
  if (bit === FORMAT.subscript) return (format & ~FORMAT.superscript) | bit
  if (bit === FORMAT.superscript) return (format & ~FORMAT.subscript) | bit
  return format | bit
}

const mediaSource = (element: Element): string | undefined => {
  const own = attribute(element, 'src')
  if (own) return own
  const source = childrenOf(element).find((child): child is Element => isElement(child) && child.tagName === 'source' && Boolean(attribute(child, 'src')))
  return source ? attribute(source, 'src') : undefined
}
