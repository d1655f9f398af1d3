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
 *
 * "Create New" saves nothing until the creator types: with autosave alone, Payload's create view
 * makes the document the moment it opens (an abandoned one stays behind as an empty draft "28").
 * It does not when drafts are validated, so `validate` is on, and the validation itself is
 * left to publishing (src/collections/hooks/draftsUnvalidated.ts): a draft still saves half
 * written. The first keystrokes save the first draft (`autosavedAdmin`), then autosave goes on.
 */
export const autosaved: Pick<CollectionConfig, 'access' | 'versions'> = {
  ...publishable,
  versions: { drafts: { autosave: { interval: 1500 }, schedulePublish: true, validate: true }, maxPerDoc: 50 },
}

/**
 * The create view's first save, on the first keystrokes (src/components/admin/drafts/FirstDraftSave.tsx),
 * and the cursor put back where it was once that draft opens (FirstDraftFocus.tsx).
 */
export const autosavedAdmin = {
  components: {
    edit: {
      SaveDraftButton: '/src/components/admin/drafts/FirstDraftSave#FirstDraftSave',
      beforeDocumentControls: ['/src/components/admin/drafts/FirstDraftFocus#FirstDraftFocus'],
    },
  },
} satisfies CollectionConfig['admin']

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
