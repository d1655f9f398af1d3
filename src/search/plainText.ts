import { passageBlockFields, passageBlockWords } from '@/fields/passageBlock/output'

/**
 * The words of a Lexical rich-text value, for the search index (formatting dropped); a Bible
 * passage block gives the passage's name and the words it quotes.
 */
export const lexicalPlainText = (value: unknown): string => {
  const words: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const passage = passageBlockFields(node)
    const quoted = passage && passageBlockWords(passage)
    if (quoted) words.push(quoted.name, quoted.text)
    const { text, children } = node as { text?: unknown; children?: unknown }
    if (typeof text === 'string') words.push(text)
    if (Array.isArray(children)) children.forEach(walk)
  }
  walk((value as { root?: unknown } | null)?.root)
  return words.join(' ')
}

/** The non-empty parts, one per line: a search document's body from a document's fields. */
export const joinText = (...parts: (string | null | undefined | (string | null | undefined)[])[]) => parts.flat().filter(Boolean).join('\n')
