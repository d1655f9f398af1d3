import type { CollectionConfig } from 'payload'

import { anyone, isStaff, publishedOrStaff } from '@/access'

/**
 * Content the creator writes and publishes: drafts that save themselves as one types (which
 * also feeds the live preview), publishing and unpublishing scheduled for a date through the jobs
 * queue (src/jobs), and earlier versions to restore. The public reads only what is published,
 * and only the staff (admins and editors) write. Versions hold drafts and every earlier text,
 * so only the staff read them.
 */
export const publishable: Pick<CollectionConfig, 'access' | 'versions'> = {
  versions: { drafts: { autosave: { interval: 1500 }, schedulePublish: true }, maxPerDoc: 50 },
  access: {
    read: publishedOrStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    readVersions: isStaff,
  },
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
