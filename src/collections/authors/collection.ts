import type { CollectionConfig } from 'payload'

import { slugField } from '@/fields/slug'
import { adminWritable } from '@/collections/publishable'
import { withRevalidation } from '@/lib/cache/hooks'

/**
 * The people a post names as its writer. A profile here is not an account: writers brought in
 * by an import (and guest writers) have no sign-in, only a name, a short bio and a photo.
 */
export const Authors: CollectionConfig = {
  slug: 'authors',
  labels: { singular: 'Author', plural: 'Authors' },
  access: adminWritable,
  hooks: withRevalidation(),
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'updatedAt'],
    group: 'Blog',
    description: 'The writers named on posts. An author here does not sign in; it is only a name, a short bio and a photo.',
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    slugField('name'),
    { name: 'bio', type: 'textarea', maxLength: 600 },
    { name: 'photo', type: 'upload', relationTo: 'uploads' },
  ],
}
