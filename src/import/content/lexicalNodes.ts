/**
 * The serialized Lexical nodes an imported body is made of, in the shape the admin's editor saves
 * them (each node's exportJSON in Lexical 0.50 and @payloadcms/richtext-lexical 3.90), so a
 * converted post opens in the editor as if it had been typed there.
 */
import { createHash } from 'node:crypto'

/** Text format bits, as Lexical numbers them. */
export const FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16, subscript: 32, superscript: 64 } as const

export type TextNode = { type: 'text'; detail: 0; format: number; mode: 'normal'; style: ''; text: string; version: 1 }
export type LineBreakNode = { type: 'linebreak'; version: 1 }
export interface LinkNode extends ElementBase<'link', InlineNode> {
  version: 3
  id: string
  fields: { linkType: 'custom'; newTab: boolean; url: string }
}
export type InlineNode = TextNode | LineBreakNode | LinkNode

interface ElementBase<T extends string, C> {
  type: T
  children: C[]
  direction: 'ltr' | null
  format: ''
  indent: number
  version: number
}
export interface ParagraphNode extends ElementBase<'paragraph', InlineNode> { textFormat: number; textStyle: '' }
export interface HeadingNode extends ElementBase<'heading', InlineNode> { tag: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }
export type QuoteNode = ElementBase<'quote', InlineNode>
export interface ListItemNode extends ElementBase<'listitem', InlineNode | ListNode> { value: number; checked?: boolean }
export interface ListNode extends ElementBase<'list', ListItemNode> { listType: 'bullet' | 'number'; start: number; tag: 'ul' | 'ol' }
export type HorizontalRuleNode = { type: 'horizontalrule'; version: 1 }
export type UploadNode = {
  type: 'upload'
  version: 3
  format: ''
  id: string
  fields: null
  relationTo: 'uploads'
  value: number | string
}
export interface TableCellNode extends ElementBase<'tablecell', BlockNode> {
  backgroundColor: null
  colSpan: number
  rowSpan: number
  /** 0 none, 1 a header row's cell, 2 a header column's cell (Lexical's TableCellHeaderStates). */
  headerState: number
}
export type TableRowNode = ElementBase<'tablerow', TableCellNode>
export type TableNode = ElementBase<'table', TableRowNode>
export type BlockNode = ParagraphNode | HeadingNode | QuoteNode | ListNode | HorizontalRuleNode | UploadNode | TableNode
/** An element that holds inline nodes: where text goes. */
export type InlineContainer = ParagraphNode | HeadingNode | QuoteNode | ListItemNode | LinkNode

type RootNode = ElementBase<'root', BlockNode>
export type RichText = { root: RootNode }

const element = <T extends string>(type: T) => ({ type, children: [], direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 })

export const text = (value: string, format: number): TextNode => ({ type: 'text', detail: 0, format, mode: 'normal', style: '', text: value, version: 1 })
export const lineBreak = (): LineBreakNode => ({ type: 'linebreak', version: 1 })
export const paragraph = (): ParagraphNode => ({ ...element('paragraph'), children: [], textFormat: 0, textStyle: '' })
export const heading = (tag: HeadingNode['tag']): HeadingNode => ({ ...element('heading'), children: [], tag })
export const quote = (): QuoteNode => ({ ...element('quote'), children: [] })
export const list = (ordered: boolean, start: number): ListNode => ({
  ...element('list'),
  children: [],
  listType: ordered ? 'number' : 'bullet',
  start,
  tag: ordered ? 'ol' : 'ul',
})
export const listItem = (indent: number): ListItemNode => ({ ...element('listitem'), children: [], indent, value: 1 })
export const horizontalRule = (): HorizontalRuleNode => ({ type: 'horizontalrule', version: 1 })
export const tableCell = (headerState: number, colSpan: number, rowSpan: number): TableCellNode => ({
  ...element('tablecell'),
  children: [],
  backgroundColor: null,
  colSpan,
  rowSpan,
  headerState,
})
export const tableRow = (): TableRowNode => ({ ...element('tablerow'), children: [] })
export const table = (): TableNode => ({ ...element('table'), children: [] })
export const root = (children: BlockNode[]): RichText => ({ root: { ...element('root'), children } })

/**
 * Links and uploads carry an id the editor gives them (a 24-digit hex like a MongoDB ObjectID).
 * Ours is derived from the body and the node's position, so converting the same HTML twice
 * yields the same document: a re-run of the import changes nothing.
 */
export class NodeIds {
  private count = 0
  constructor(private readonly seed: string) {}
  next(): string {
    this.count += 1
    return createHash('sha1').update(`${this.seed}\u0000${this.count}`).digest('hex').slice(0, 24)
  }
}

export const link = (ids: NodeIds, url: string, newTab: boolean): LinkNode => ({
  ...element('link'),
  children: [],
  version: 3,
  id: ids.next(),
  fields: { linkType: 'custom', newTab, url },
})

export const upload = (ids: NodeIds, value: number | string): UploadNode => ({
  type: 'upload',
  version: 3,
  format: '',
  id: ids.next(),
  fields: null,
  relationTo: 'uploads',
  value,
})
