import type { CollectionConfig } from 'payload'

import { isAdmin, ownOrAdmin, signedInThroughSite } from '@/access'
import { ownerField } from '@/fields/owner'

/**
 * A member's progress through one reading plan (days completed, reflection answers), kept in
 * their account so a phone and a laptop show the same. Visitors keep theirs in the browser only.
 * Members write it through the site's own endpoint, which validates the shape of `progress`.
 */
export const ReadingProgress: CollectionConfig = {
  slug: 'reading-progress',
  labels: { singular: 'Reading progress', plural: 'Reading progress' },
  admin: {
    defaultColumns: ['plan', 'user', 'updatedAt'],
    group: 'Community',
    description: "Members' progress through the reading plans, saved from the plan pages.",
  },
  access: {
    read: ownOrAdmin('user'),
    create: signedInThroughSite,
    update: ownOrAdmin('user'),
    delete: ownOrAdmin('user'),
    readVersions: isAdmin,
  },
  // One record per member and plan.
  indexes: [{ fields: ['user', 'plan'], unique: true }],
  fields: [
    ownerField('user'),
    { name: 'plan', type: 'relationship', relationTo: 'reading-plans', required: true, index: true },
    { name: 'progress', type: 'json', required: true, defaultValue: {} },
  ],
}
