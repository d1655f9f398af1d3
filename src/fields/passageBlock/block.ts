/**
 * The rich-text editor's "Bible passage" block: the creator types a reference, and the block
 * keeps it with the passage's words from the World English Bible, filled in on the server at
 * every save (never taken from what the browser sends), so pages, feeds and the API quote the
 * passage without looking it up. While the creator types, the editor shows the passage, or why
 * it is not one (PassageReferenceField, asking /api/admin/passage). A reference that is not one
 * passage the Bible has is refused when the document is published.
 */
import { BlocksFeature } from '@payloadcms/richtext-lexical'
import type { Block, FieldHook, TextFieldSingleValidation } from 'payload'

import { onlyWhenPublishing } from '@/collections/hooks/draftsUnvalidated'
import { quotePassage, type QuotedPassage } from '@/scripture/quotedPassage'
import { TYPED_PASSAGE_MAX_LENGTH } from '@/scripture/typedPassage'
import { PASSAGE_BLOCK_SLUG } from './output'

const validReference: TextFieldSingleValidation = (value) => {
  const quoted = quotePassage(value)
  return quoted.ok ? true : quoted.message
}

/** A stored field taken from the typed reference on every save; empty while it names no passage. */
const fromReference =
  (pick: (quoted: Extract<QuotedPassage, { ok: true }>) => unknown): FieldHook =>
  ({ siblingData }) => {
    const quoted = quotePassage((siblingData as { reference?: unknown } | undefined)?.reference)
    return quoted.ok ? pick(quoted) : null
  }

export const passageBlock: Block = {
  slug: PASSAGE_BLOCK_SLUG,
  interfaceName: 'PassageBlock',
  labels: { singular: 'Bible passage', plural: 'Bible passages' },
  fields: [
    {
      name: 'reference',
      label: 'Passage',
      type: 'text',
      required: true,
      maxLength: TYPED_PASSAGE_MAX_LENGTH,
      validate: onlyWhenPublishing(validReference),
      admin: {
        description:
          'Type the book, chapter and verses, such as John 3:16, Psalm 23 or 1 Cor 13:4–7. The words of the World English Bible appear below and are shown on the page with a link to the passage.',
        components: { Field: '/src/fields/passageBlock/PassageReferenceField#PassageReferenceField' },
      },
    },
    // The passage's name as the site writes it ("1 Corinthians 13:4–7"), for search and the caption.
    { name: 'label', type: 'text', admin: { hidden: true }, hooks: { beforeChange: [fromReference((quoted) => quoted.label)] } },
    // The verses quoted: [{ chapter, verse, text }].
    { name: 'verses', type: 'json', admin: { hidden: true }, hooks: { beforeChange: [fromReference((quoted) => quoted.verses)] } },
  ],
}

/** The editor feature that offers the block (in every rich-text field's toolbar and "/" menu). */
export const passageBlockFeature = () => BlocksFeature({ blocks: [passageBlock] })
