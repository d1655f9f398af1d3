import type { CollectionConfig } from 'payload'

import { adminWritable } from '@/collections/publishable'
import { withRevalidation } from '@/lib/cache/hooks'

/** The verse-of-the-day list, picked by day of the year over `order`. */
export const Verses: CollectionConfig = {
  slug: 'verses',
  hooks: withRevalidation(),
  admin: { useAsTitle: 'reference', defaultColumns: ['order', 'reference', 'translation', 'text'], group: 'Scripture' },
  access: adminWritable,
  defaultSort: 'order',
  fields: [
    { name: 'text', type: 'textarea', required: true, maxLength: 1000 },
    { name: 'reference', type: 'text', required: true, maxLength: 80 },
    {
      name: 'translation',
      type: 'select',
      required: true,
      defaultValue: 'WEB',
      options: [
        { label: 'World English Bible', value: 'WEB' },
        { label: 'King James Version', value: 'KJV' },
      ],
    },
    {
      name: 'order',
      type: 'number',
      required: true,
      unique: true,
      min: 0,
      admin: { description: 'Position in the rotation; each number used once.' },
    },
  ],
}
