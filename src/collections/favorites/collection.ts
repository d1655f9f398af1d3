import type { CollectionConfig } from 'payload'

import { isAdmin, ownOrAdmin, signedInThroughSite } from '@/access'
import { ownerField } from '@/fields/owner'

export const Favorites: CollectionConfig = {
  slug: 'favorites',
  admin: { defaultColumns: ['post', 'user', 'createdAt'], group: 'Community' },
  access: {
    read: ownOrAdmin('user'),
    create: signedInThroughSite,
    update: isAdmin,
    delete: ownOrAdmin('user'),
    readVersions: isAdmin,
  },
  // A member saves a post once.
  indexes: [{ fields: ['user', 'post'], unique: true }],
  fields: [
    ownerField('user'),
    { name: 'post', type: 'relationship', relationTo: 'posts', required: true, index: true },
  ],
}
