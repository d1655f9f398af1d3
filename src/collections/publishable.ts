import type { CollectionConfig } from 'payload'

import { anyone, isStaff, publishedOrStaff } from '@/access'

/**
 * Content the creator writes and publishes: drafts, publishing and unpublishing scheduled for a
 * date through the jobs queue (src/jobs), and earlier versions to restore. The public reads
 * only what is published, and only the staff (admins and editors) write. Versions hold drafts and every earlier text,
 * so only the staff read them.
 */
export const publishable: Pick<CollectionConfig, 'access' | 'versions'> = {
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  access: {
    read: publishedOrStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    readVersions: isStaff,
  },
}

/**
 * The writing the creator previews as it is typed (posts, pages, organizations, analyses):
 * drafts save themselves every 1.5 s, which is also what the live preview shows. The other
 * published collections (books, plans, playlists, media, episodes) keep an explicit Save Draft.
 */
export const autosaved: Pick<CollectionConfig, 'access' | 'versions'> = {
  ...publishable,
  versions: { drafts: { autosave: { interval: 1500 }, schedulePublish: true }, maxPerDoc: 50 },
}

/** Reference data everyone may read (categories, tags, verses); only the staff write. */
export const adminWritable: CollectionConfig['access'] = {
  read: anyone,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
  readVersions: isStaff,
}

/**
 * What visitors send us (messages, suggestions, subscriptions): written by our own route
 * handlers on the server, read and managed only by the staff.
 */
export const staffOnly: CollectionConfig['access'] = {
  read: isStaff,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
  readVersions: isStaff,
}
