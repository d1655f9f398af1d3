/**
 * The organizations' content is stored as plain text in a small line markup: a line starting
 * "# ", "## " or "### " is a heading, consecutive lines starting "- " form one list, and other
 * lines are paragraphs (lines that follow each other without a blank line join into one).
 * This turns it into blocks a component renders as real elements; the text stays text (React
 * escapes it), so nothing in the stored content can become markup.
 *
 * Heading levels are shifted down by one ("# " → h2, "## " → h3, "### " → h4): the page's own
 * title is its only h1.
 */
import { passageBlockFields, passageBlockLine } from '@/fields/passageBlock/output'

export type LineBlock =
  | { type: 'heading'; level: 2 | 3 | 4; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'paragraph'; text: string }

// Matched on the trimmed line; a mark with nothing after it ("# ", "- ") is skipped like a stray character.
const HEADING = /^(#{1,3})(?: +(.*))?$/
const LIST_ITEM = /^-(?: +(.*))?$/

export const parseLineMarkup = (source: string): LineBlock[] => {
  const blocks: LineBlock[] = []
  // The block still taking lines: a paragraph or a list; a blank line or a heading ends it.
  let open: Extract<LineBlock, { type: 'list' | 'paragraph' }> | null = null

  for (const raw of source.split(/\r\n|\r|\n/)) {
    const line = raw.trim()
    if (!line) {
      open = null
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      const text = (heading[2] ?? '').trim()
      if (!text) continue
      open = null
      blocks.push({ type: 'heading', level: (heading[1].length + 1) as 2 | 3 | 4, text })
      continue
    }
    const item = LIST_ITEM.exec(line)
    if (item) {
      const text = (item[1] ?? '').trim()
      if (!text) continue
      if (open?.type !== 'list') {
        open = { type: 'list', items: [] }
        blocks.push(open)
      }
      open.items.push(text)
      continue
    }
    if (open?.type === 'paragraph') {
      open.text = `${open.text} ${line}`
    } else {
      open = { type: 'paragraph', text: line }
      blocks.push(open)
    }
  }
  return blocks
}

/**
 * The same blocks as line markup again: headings as "# "/"## "/"### ", each list item on its own
 * "- " line, blocks apart by a blank line (so two paragraphs, or two lists, stay two). This is
 * the text the API gives as an organization's `content` (/work/shared/SPEC.md), and reading it
 * back gives the same blocks.
 */
const lineMarkupOf = (blocks: LineBlock[]): string =>
  blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return `${'#'.repeat(block.level - 1)} ${block.text}`
        case 'list':
          return block.items.map((item) => `- ${item}`).join('\n')
        case 'paragraph':
          return block.text
      }
    })
    .join('\n\n')

// Lexical's serialized nodes, as Payload's rich-text fields store them (the shapes the admin's
// editor writes: src/seed/lexical.ts builds the posts' the same way).
type LexicalNode = { type?: unknown; tag?: unknown; text?: unknown; children?: unknown }
const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }
const textNode = (text: string) => ({ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })

/** Rich text (Lexical JSON) from line markup: what the organizations' migration and seed store. */
export const lineMarkupToLexical = (source: string) => ({
  root: {
    ...base,
    type: 'root',
    children: parseLineMarkup(source).map((block) => {
      switch (block.type) {
        case 'heading':
          return { ...base, type: 'heading', tag: `h${block.level}`, children: [textNode(block.text)] }
        case 'list':
          return {
            ...base,
            type: 'list',
            listType: 'bullet',
            tag: 'ul',
            start: 1,
            children: block.items.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: [textNode(item)] })),
          }
        case 'paragraph':
          return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [textNode(block.text)] }
      }
    }),
  },
})

const childrenOf = (node: LexicalNode): LexicalNode[] => (Array.isArray(node.children) ? (node.children as LexicalNode[]) : [])

/** A node's words on one line: links keep their text, line breaks and tabs become spaces. */
const lineOf = (node: LexicalNode): string => {
  if (typeof node.text === 'string') return node.text
  if (node.type === 'linebreak' || node.type === 'tab') return ' '
  // A list nested in an item is read as items of its own (listItems), not as the item's words.
  return childrenOf(node)
    .filter((child) => child.type !== 'list')
    .map(lineOf)
    .join('')
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim()

/** A list's items in reading order, nested lists flattened after their parent item. */
const listItems = (list: LexicalNode): string[] =>
  childrenOf(list).flatMap((item) => [tidy(lineOf(item)), ...childrenOf(item).filter((c) => c.type === 'list').flatMap(listItems)])

// h1 (which the page keeps for its own title) reads as the top level, h5 and h6 as the lowest.
const HEADING_LEVEL: Record<string, 2 | 3 | 4> = { h1: 2, h2: 2, h3: 3, h4: 4, h5: 4, h6: 4 }

/**
 * Line markup from rich text: headings become "# " lines (h2 "# ", h3 "## ", h4 "### "),
 * bulleted and numbered lists "- " items, a Bible passage block a paragraph of its words and
 * the passage's name in brackets, everything else (paragraphs, quotes) a paragraph of its words; formatting and link addresses are left out. The API's `content` and the search
 * index read organizations through this.
 */
export const lexicalToLineMarkup = (value: unknown): string => {
  const root = (value as { root?: LexicalNode } | null | undefined)?.root
  if (!root || typeof root !== 'object') return typeof value === 'string' ? value : ''
  const blocks = childrenOf(root).flatMap((node): LineBlock[] => {
    const passage = passageBlockFields(node)
    if (passage) {
      const text = passageBlockLine(passage)
      return text ? [{ type: 'paragraph', text }] : []
    }
    if (node.type === 'list') {
      const items = listItems(node).filter(Boolean)
      return items.length ? [{ type: 'list', items }] : []
    }
    const text = tidy(lineOf(node))
    if (!text) return []
    if (node.type === 'heading') return [{ type: 'heading', level: HEADING_LEVEL[String(node.tag)] ?? 2, text }]
    return [{ type: 'paragraph', text }]
  })
  return lineMarkupOf(blocks)
}
