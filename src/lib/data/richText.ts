import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedBlockNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { PASSAGE_BLOCK_SLUG, passageBlockFields, passageBlockHtml } from '@/fields/passageBlock/output'

/**
 * Rich text to HTML. Payload's converter escapes text and drops javascript: links; the Bible
 * passage block's converter escapes what it writes itself.
 */
export const richTextToHtml = (value: unknown): string => {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return convertLexicalToHTML({
    data: value as SerializedEditorState,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({
      ...defaultConverters,
      blocks: { [PASSAGE_BLOCK_SLUG]: ({ node }: { node: SerializedBlockNode }) => passageBlockHtml(passageBlockFields(node) ?? {}) },
    }),
  })
}
