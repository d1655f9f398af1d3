import type { CollectionConfig } from 'payload'

import { slugField } from '@/fields/slug'
import { publishable } from './publishable'
import { withRevalidation } from '@/lib/cache/hooks'

/** About, resources, disclaimer, privacy and terms: served at /{slug}. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  hooks: withRevalidation(),
  ...publishable,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'], group: 'Site' },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', maxLength: 300, admin: { description: 'For search engines and link previews.' } },
    { name: 'content', type: 'richText', required: true },
    slugField('title'),
  ],
}
