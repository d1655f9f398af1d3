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
