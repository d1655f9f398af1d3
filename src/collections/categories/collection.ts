import type { CollectionConfig } from 'payload'

import { slugField } from '@/fields/slug'
import { adminWritable } from '@/collections/publishable'
import { withRevalidation } from '@/lib/cache/hooks'

export const Categories: CollectionConfig = {
  slug: 'categories',
  hooks: withRevalidation(),
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'updatedAt'], group: 'Blog' },
  access: adminWritable,
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 80 },
    slugField('name'),
    { name: 'description', type: 'textarea', maxLength: 300 },
  ],
}
