import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** Rich text to HTML. Payload's converter escapes text and drops javascript: links. */
export const richTextToHtml = (value: unknown): string => {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return convertLexicalToHTML({ data: value as SerializedEditorState, disableContainer: true })
}
