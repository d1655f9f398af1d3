/**
 * Where converted content goes. Lexical keeps text, links and line breaks inside a block
 * (paragraph, heading, quote, list item) and blocks at the top level (or in a table cell), so the
 * walker writes into a target: a flow takes blocks and opens a paragraph when inline content
 * arrives between them; a lines target is one block that only takes inline content, turning the
 * source's inner block boundaries into line breaks and setting other blocks aside to follow it.
 */
import {
  type BlockNode,
  type InlineContainer,
  type InlineNode,
  type LinkNode,
  lineBreak,
  link,
  listItem,
  type ListItemNode,
  type ListNode,
  type NodeIds,
  paragraph,
  text,
} from './lexicalNodes'

/** The link an inline run sits in; one object per source `<a>`, so its pieces join one link node. */
export type LinkContext = { url: string; newTab: boolean }

const SPACES = /[ \t\n\r\f]+/g

abstract class InlineTarget {
  private container: InlineContainer | null = null
  private openLink: { context: LinkContext; node: LinkNode } | null = null
  /** Whether the last thing written ends in collapsible white space (or nothing is written yet). */
  protected afterSpace = true
  /** Line breaks owed before the next content (a lines target's inner boundaries). */
  protected pendingBreaks = 0

  constructor(protected readonly ids: NodeIds) {}

  protected abstract open(): InlineContainer

  /** Text, with white space collapsed as a browser does unless `preserve` (inside `<pre>`). */
  text(value: string, format: number, context: LinkContext | null, preserve = false): void {
    if (preserve) {
      value.split(/\r\n|\r|\n/).forEach((line, index) => {
        if (index > 0) this.lineBreak(context, true)
        if (line) this.append(text(line, format), context)
      })
      return
    }
    let collapsed = value.replace(SPACES, ' ')
    if (this.afterSpace) collapsed = collapsed.replace(/^ /, '')
    if (!collapsed) return
    this.append(text(collapsed, format), context)
    this.afterSpace = collapsed.endsWith(' ')
  }

  /** A `<br>`; `force` keeps one at the very start of a block (a `<pre>`'s blank first line). */
  lineBreak(context: LinkContext | null = null, force = false): void {
    if (!force && !this.container) return
    this.append(lineBreak(), context)
    this.afterSpace = true
  }

  /**
   * A source newline WordPress reads as a line break (its wpautop rule): none at a block's start,
   * and none right after a `<br>`, which WordPress writes followed by a newline.
   */
  softBreak(context: LinkContext | null): void {
    const last = this.container?.children[this.container.children.length - 1]
    if (last && last.type !== 'linebreak') this.lineBreak(context)
  }

  /** Whether inline content has been written since the block opened. */
  protected get hasContent(): boolean {
    return this.container !== null && this.container.children.length > 0
  }

  private append(node: InlineNode, context: LinkContext | null): void {
    const container = this.container ?? (this.container = this.open())
    while (this.pendingBreaks > 0 && container.children.length > 0) {
      container.children.push(lineBreak())
      this.pendingBreaks -= 1
    }
    this.pendingBreaks = 0
    let parent: InlineContainer = container
    if (context) {
      const last = container.children[container.children.length - 1]
      if (!this.openLink || this.openLink.context !== context || last !== this.openLink.node) {
        this.openLink = { context, node: link(this.ids, context.url, context.newTab) }
        container.children.push(this.openLink.node)
      }
      parent = this.openLink.node
    }
    const previous = parent.children[parent.children.length - 1]
    if (node.type === 'text' && previous?.type === 'text' && previous.format === node.format) previous.text += node.text
    else (parent.children as InlineNode[]).push(node)
  }

  /** Ends the open block: trims its edges and hands it back, or null when nothing shows in it. */
  protected close(): InlineContainer | null {
    const container = this.container
    this.container = null
    this.openLink = null
    this.afterSpace = true
    this.pendingBreaks = 0
    if (!container) return null
    tidy(container)
    return container.children.length > 0 ? container : null
  }
}

/**
 * Trims what a browser would not show at a block's edges (spaces, line breaks) and drops empty
 * links; a block of nothing but spaces (WordPress's `<p>&nbsp;</p>` spacers) ends up empty.
 */
const tidy = (container: InlineContainer | LinkNode): void => {
  const children = container.children as InlineNode[]
  for (const child of children) if (child.type === 'link') tidy(child)
  const visible = (node: InlineNode) => (node.type === 'text' ? node.text.length > 0 : node.type === 'link' ? node.children.length > 0 : true)
  let kept = children.filter(visible)
  while (kept[0]?.type === 'linebreak') kept.shift()
  while (kept[kept.length - 1]?.type === 'linebreak') kept.pop()
  // A space at a line's edge does not show: trim it beside each line break and at both ends.
  kept.forEach((node, index) => {
    if (node.type !== 'text') return
    if (index === 0 || kept[index - 1].type === 'linebreak') node.text = node.text.replace(/^ +/, '')
    if (index === kept.length - 1 || kept[index + 1].type === 'linebreak') node.text = node.text.replace(/ +$/, '')
  })
  kept = kept.filter(visible)
  if (kept.every((node) => node.type === 'text' && !node.text.replace(/\u00a0/g, '').trim())) kept = []
  container.children.splice(0, container.children.length, ...(kept as never[]))
}

/** A run of blocks (the document, a table cell): inline content between blocks becomes paragraphs. */
export class FlowTarget extends InlineTarget {
  readonly blocks: BlockNode[] = []
  constructor(
    ids: NodeIds,
    private readonly makeBlock: () => InlineContainer & BlockNode = paragraph,
  ) {
    super(ids)
  }
  protected open() {
    return this.makeBlock()
  }
  boundary(): void {
    const closed = this.close()
    if (closed) this.blocks.push(closed as BlockNode)
  }
  block(node: BlockNode): void {
    this.boundary()
    this.blocks.push(node)
  }
  /** Set aside: a flow places a block at once. */
  defer(node: BlockNode): void {
    this.block(node)
  }
  finish(): BlockNode[] {
    this.boundary()
    return this.blocks
  }
}

/**
 * One block that takes only inline content (a heading, a quote, a list item): inner paragraphs
 * become `gap` line breaks, and blocks it cannot hold (images, tables, rules) go to `deferred`,
 * which its owner places right after it.
 */
export class LinesTarget extends InlineTarget {
  constructor(
    ids: NodeIds,
    private readonly own: InlineContainer,
    readonly deferred: BlockNode[],
    private readonly gap = 1,
  ) {
    super(ids)
  }
  protected open() {
    return this.own
  }
  boundary(): void {
    if (this.hasContent) this.pendingBreaks = Math.max(this.pendingBreaks, this.gap)
    this.afterSpace = true
  }
  block(node: BlockNode): void {
    this.boundary()
    this.deferred.push(node)
  }
  defer(node: BlockNode): void {
    this.block(node)
  }
  /** The block, trimmed, or null when it ended up empty. */
  finish(): InlineContainer | null {
    return this.close()
  }
}

/**
 * A list being filled: each `<li>` is one list item, paragraphs inside it become line breaks, and
 * a nested list becomes an item of its own holding that list (how Lexical nests lists).
 */
export class ListTarget extends InlineTarget {
  constructor(
    ids: NodeIds,
    readonly list: ListNode,
    readonly indent: number,
    readonly deferred: BlockNode[],
  ) {
    super(ids)
  }
  protected open() {
    return listItem(this.indent)
  }
  boundary(): void {
    if (this.hasContent) this.pendingBreaks = 1
    this.afterSpace = true
  }
  block(node: BlockNode): void {
    this.boundary()
    this.deferred.push(node)
  }
  defer(node: BlockNode): void {
    this.block(node)
  }
  endItem(): void {
    const item = this.close()
    if (item) this.list.children.push(item as ListItemNode)
  }
  nested(inner: ListNode): void {
    this.endItem()
    const holder = listItem(this.indent)
    holder.children.push(inner)
    this.list.children.push(holder)
  }
  /** The list with its items numbered as Lexical numbers them, or null when it has none. */
  finish(): ListNode | null {
    this.endItem()
    let value = this.list.start
    for (const item of this.list.children) {
      item.value = value
      if (item.children[0]?.type !== 'list') value += 1
    }
    return this.list.children.length > 0 ? this.list : null
  }
}

export type Target = FlowTarget | LinesTarget | ListTarget
