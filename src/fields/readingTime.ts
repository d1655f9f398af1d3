import type { Field } from 'payload'

const WORDS_PER_MINUTE = 200

export const minutesToRead = (text: string): number => {
  const words = text.trim().split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

/** Collects the plain text of a Lexical rich-text value. */
const lexicalText = (node: unknown): string => {
  if (!node || typeof node !== 'object') return ''
  const n = node as { text?: unknown; children?: unknown[]; root?: unknown }
  if (n.root) return lexicalText(n.root)
  const own = typeof n.text === 'string' ? n.text : ''
  const kids = Array.isArray(n.children) ? n.children.map(lexicalText).join(' ') : ''
  return `${own} ${kids}`
}

/**
 * Reading time in minutes, computed on every save from `sourceField`
 * (rich text or plain text), so it can never drift from the content.
 */
export const readingTimeField = (sourceField = 'content'): Field => ({
  name: 'readingTime',
  label: 'Reading time (minutes)',
  type: 'number',
  admin: { position: 'sidebar', readOnly: true, description: 'Computed from the content on save.' },
  hooks: {
    beforeChange: [
      ({ siblingData, value }) => {
        const source = siblingData?.[sourceField]
        if (source === undefined) return value
        return minutesToRead(typeof source === 'string' ? source : lexicalText(source))
      },
    ],
  },
})
