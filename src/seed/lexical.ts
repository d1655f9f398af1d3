/**
 * Builds Lexical rich-text JSON (what the admin editor stores) from simple blocks, so demo
 * content and test factories can be written as plain text.
 */
import type { BodyBlock } from './data/types'

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

const paragraph = (value: string) => ({ ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(value)] })

const block = (b: BodyBlock) => {
  if (typeof b === 'string') return paragraph(b)
  if ('h2' in b) return { ...base, type: 'heading', tag: 'h2', children: [text(b.h2)] }
  if ('h3' in b) return { ...base, type: 'heading', tag: 'h3', children: [text(b.h3)] }
  if ('list' in b)
    return {
      ...base,
      type: 'list',
      listType: 'bullet',
      tag: 'ul',
      start: 1,
      children: b.list.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: [text(item)] })),
    }
  return { ...base, type: 'quote', children: [text(b.cite ? `${b.quote} (${b.cite})` : b.quote)] }
}

import type { Post } from '@/payload-types'

/** The shape Payload generates for every rich-text field. */
export type LexicalDocument = Post['content']

export const lexicalFromBlocks = (blocks: BodyBlock[]): LexicalDocument =>
  ({ root: { ...base, type: 'root', children: blocks.map(block) } }) as LexicalDocument
