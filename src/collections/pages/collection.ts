import type { CollectionConfig, TextField, TextFieldSingleValidation } from 'payload'

import { slugField } from '@/fields/slug'
import { autosaved, autosavedAdmin } from '@/collections/publishable'
import { withRevalidation } from '@/lib/cache/hooks'
import { builtInPage, siteOwnsAddress } from './builtIn'

const slug = slugField('title') as TextField & { validate: TextFieldSingleValidation }

/** The slug's own format, then: a new address may not be one the site answers itself. */
const freeAddress: TextFieldSingleValidation = (value, options) => {
  const format = slug.validate(value, options)
  if (format !== true) return format
  const previous = (options.previousValue ?? (options.siblingData as { slug?: unknown })?.slug) as unknown
  if (typeof value === 'string' && value !== previous && siteOwnsAddress(value)) return `/${value} is already one of the site’s own addresses. Choose another.`
  return true
}

/**
 * The site's own pages (about, resources, disclaimer, privacy, terms: each a route of its own)
 * and the creator's further pages, served at /{slug}. A built-in page keeps its address; a new
 * page may take any address the site does not already answer.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  hooks: withRevalidation(),
  ...autosaved,
  admin: { ...autosavedAdmin, useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'], group: 'Site' },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', maxLength: 300, admin: { description: 'For search engines and link previews.' } },
    { name: 'content', type: 'richText', required: true },
    {
      ...slug,
      hasMany: false,
      // A built-in page's address is a route of its own: another slug would only make it a 404.
      access: { update: ({ doc }) => !builtInPage(doc?.slug) },
      admin: { ...slug.admin, description: 'Web address: /your-words. Filled from the title when left empty; the site’s own pages keep theirs.' },
      validate: freeAddress,
    } as TextField,
  ],
}
