import type { CollectionConfig } from 'payload'

import { isAdmin, ownOrAdmin, signedInThroughSite } from '@/access'
import { userIsAdmin } from '@/access/roles'

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
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      hooks: {
        beforeValidate: [
          ({ req, value, operation }) =>
            operation === 'create' && req.user && !userIsAdmin(req.user) ? req.user.id : value,
        ],
      },
    },
    { name: 'post', type: 'relationship', relationTo: 'posts', required: true, index: true },
  ],
}
