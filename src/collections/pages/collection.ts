import type { CollectionConfig } from 'payload'

import { slugField } from '@/fields/slug'
import { autosaved, autosavedAdmin } from '@/collections/publishable'
import { withRevalidation } from '@/lib/cache/hooks'

/** About, resources, disclaimer, privacy and terms: served at /{slug}. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  hooks: withRevalidation(),
  ...autosaved,
  admin: { ...autosavedAdmin, useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'], group: 'Site' },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', maxLength: 300, admin: { description: 'For search engines and link previews.' } },
    { name: 'content', type: 'richText', required: true },
    // Each page has its own route (/about, /resources, /disclaimer, /privacy, /terms): a new
    // slug would only turn the page into a 404, so the admin shows it without letting it change.
    slugField('title', { fixed: true }),
  ],
}
