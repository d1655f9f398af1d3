import type { CollectionConfig } from 'payload'

import { slugField } from '@/fields/slug'
import { adminWritable } from '@/collections/publishable'
import { withRevalidation } from '@/lib/cache/hooks'

/** Post tags: each has its own page at /tag/{slug}. */
export const Tags: CollectionConfig = {
  slug: 'tags',
  hooks: withRevalidation(),
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: 'Blog' },
  access: adminWritable,
  defaultSort: 'name',
  fields: [{ name: 'name', type: 'text', required: true, unique: true, maxLength: 60 }, slugField('name')],
}
