import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

import { slugField } from '@/fields/slug'
import { options } from '@/lib/constants'
import { BOOK_RATINGS } from '@/lib/vocabularies/verdicts'
import { publishable } from '@/collections/publishable'
import { withRevalidation } from '@/lib/cache/hooks'
import { publishedIndexHooks } from '@/search/publishedIndexes'
import { rowLabel } from '@/fields/rowLabel/text'

/** There is one book of the month: choosing a new one clears the flag on the others. */
const keepOneBookOfTheMonth: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  // A draft marked "book of the month" takes over only when published: until then the
  // published book keeps the place (otherwise the club page would have none meanwhile).
  if (!doc.bookOfTheMonth || doc._status !== 'published' || context.skipBookOfTheMonth) return doc
  await req.payload.update({
    collection: 'books',
    where: { and: [{ bookOfTheMonth: { equals: true } }, { id: { not_equals: doc.id } }] },
    data: { bookOfTheMonth: false },
    req,
    context: { skipBookOfTheMonth: true },
  })
  return doc
}

const indexed = publishedIndexHooks('books')
const booksIndexed = { afterChange: [keepOneBookOfTheMonth, ...indexed.afterChange], afterDelete: indexed.afterDelete }

export const Books: CollectionConfig = {
  slug: 'books',
  ...publishable,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'rating', 'bookOfTheMonth', 'month', '_status'],
    group: 'Reading club',
  },
  defaultSort: '-month',
  hooks: withRevalidation(booksIndexed),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'author', type: 'text', required: true, maxLength: 160 },
    { name: 'coverImage', type: 'upload', relationTo: 'uploads' },
    { name: 'summary', type: 'textarea', required: true, maxLength: 400 },
    { name: 'description', type: 'textarea', required: true },
    {
      name: 'keyInsights',
      type: 'array',
      labels: { singular: 'Key insight', plural: 'Key insights' },
      admin: { components: rowLabel('{insight}', 'New insight') },
      fields: [{ name: 'insight', type: 'text', required: true }],
    },
    slugField('title'),
    {
      name: 'rating',
      type: 'select',
      required: true,
      options: options(BOOK_RATINGS),
      admin: { position: 'sidebar' },
    },
    {
      name: 'bookOfTheMonth',
      label: 'Book of the month',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Ticking this clears it on every other book.' },
    },
    {
      name: 'month',
      label: 'Club month',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'monthOnly', displayFormat: 'MMMM yyyy' } },
    },
  ],
}
