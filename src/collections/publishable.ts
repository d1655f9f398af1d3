import type { CollectionConfig } from 'payload'

import { anyone, isAdmin, publishedOrAdmin } from '@/access'

/**
 * Content the creator writes and publishes: drafts with autosave-free versions, the public
 * reads only what is published, and only admins write. Versions hold drafts and every earlier
 * text, so only admins read them.
 */
export const publishable: Pick<CollectionConfig, 'access' | 'versions'> = {
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: publishedOrAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    readVersions: isAdmin,
  },
}

/** Reference data everyone may read (categories, tags, verses); only admins write. */
export const adminWritable: CollectionConfig['access'] = {
  read: anyone,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
  readVersions: isAdmin,
}

/**
 * What visitors send us (messages, suggestions, subscriptions): written by our own route
 * handlers on the server, read and managed only by admins.
 */
export const adminOnly: CollectionConfig['access'] = {
  read: isAdmin,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
  readVersions: isAdmin,
}
