/**
 * An HTML table as the editor's table feature saves it (EXPERIMENTAL_TableFeature: table →
 * tablerow → tablecell → blocks). Lexical expects a rectangular grid, so short rows are padded with
 * empty cells; spans are kept (capped, so a hostile colspan cannot make a million cells).
 */
import { attribute, childrenOf, type Element, isCell, isElement, rowsOf, textContent } from './dom'
import { type BlockNode, FORMAT, paragraph, table, tableCell, type TableCellNode, tableRow, text } from './lexicalNodes'

const MAX_SPAN = 50
const MAX_CELLS = 10_000

const span = (cell: Element, name: string): number => {
  const value = Number.parseInt(attribute(cell, name) ?? '1', 10)
  return Number.isFinite(value) ? Math.max(1, Math.min(value, MAX_SPAN)) : 1
}

/** Lexical's header states: 1 a header row's cell, 2 a header column's cell. */
const headerState = (cell: Element, row: Element, inHead: boolean): number => {
  if (cell.tagName !== 'th') return 0
  const cells = childrenOf(row).filter(isCell)
  return inHead || cells.every((other) => other.tagName === 'th') ? 1 : 2
}

/**
 * The table's caption (an italic paragraph before it), the table, then the images found in its
 * cells, which are placed after it.
 */
export const tableNodes = (element: Element, cellBlocks: (cell: Element) => BlockNode[]): BlockNode[] => {
  const out: BlockNode[] = []
  const after: BlockNode[] = []
  const caption = childrenOf(element).find((child): child is Element => isElement(child) && child.tagName === 'caption')
  const captionText = caption ? textContent(caption) : ''
  if (captionText) {
    const node = paragraph()
    node.children.push(text(captionText, FORMAT.italic))
    out.push(node)
  }
  const node = table()
  const occupied: Set<number>[] = []
  let cellCount = 0
  for (const row of rowsOf(element)) {
    const rowIndex = node.children.length
    const rowNode = tableRow()
    let column = 0
    const inHead = row.parentNode !== null && isElement(row.parentNode) && row.parentNode.tagName === 'thead'
    for (const cell of childrenOf(row).filter(isCell)) {
      if (cellCount >= MAX_CELLS) break
      cellCount += 1
      const colSpan = span(cell, 'colspan')
      const rowSpan = span(cell, 'rowspan')
      while (occupied[rowIndex]?.has(column)) column += 1
      for (let r = rowIndex; r < rowIndex + rowSpan; r += 1) {
        occupied[r] ??= new Set()
        for (let c = column; c < column + colSpan; c += 1) occupied[r].add(c)
      }
      column += colSpan
      const cellNode = tableCell(headerState(cell, row, inHead), colSpan, rowSpan)
      for (const block of cellBlocks(cell)) {
        if (block.type === 'upload') after.push(block)
        else if (block.type !== 'horizontalrule' && block.type !== 'table') cellNode.children.push(block)
      }
      rowNode.children.push(cellNode)
    }
    if (rowNode.children.length > 0) node.children.push(rowNode)
    else occupied.splice(rowIndex, 1)
  }
  const width = Math.max(0, ...occupied.slice(0, node.children.length).map((columns) => columns?.size ?? 0))
  node.children.forEach((row, index) => {
    const missing = width - (occupied[index]?.size ?? 0)
    for (let count = 0; count < missing; count += 1) row.children.push(tableCell(0, 1, 1))
    // Lexical's cells always hold at least one paragraph.
    for (const cell of row.children as TableCellNode[]) if (cell.children.length === 0) cell.children.push(paragraph())
  })
  if (node.children.length > 0) out.push(node)
  return [...out, ...after]
}
