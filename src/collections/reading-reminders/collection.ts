import type { CollectionConfig } from 'payload'

import { isAdmin, ownOrAdmin, signedInThroughSite } from '@/access'
import { ownerField } from '@/fields/owner'
import { canonicalTimeZone } from '@/lib/dates/timeZone'
import { TIME_ZONE_UNKNOWN } from '@/lib/validation/readingReminder'
import { dateSince } from './hooks/dateSince'

/**
 * A member's daily e-mail for one reading plan: on or off, at an hour of their own time zone.
 * One per member and plan; turned off (not removed) by the e-mail's one-click unsubscribe, so the
 * hour and zone are still there when the member turns it on again. What is sent and when is in
 * ./due.ts and ./send.ts.
 */
export const ReadingReminders: CollectionConfig = {
  slug: 'reading-reminders',
  labels: { singular: 'Reading reminder', plural: 'Reading reminders' },
  admin: {
    defaultColumns: ['plan', 'user', 'enabled', 'hour', 'timeZone'],
    group: 'Community',
    description: "Members' daily reading-plan e-mails, set on the plan pages and the account page.",
  },
  // Members set their own through the site's endpoint (which checks the plan); they may read,
  // change and remove their own, as with their reading progress.
  access: {
    read: ownOrAdmin('user'),
    create: signedInThroughSite,
    update: ownOrAdmin('user'),
    delete: ownOrAdmin('user'),
    readVersions: isAdmin,
  },
  indexes: [{ fields: ['user', 'plan'], unique: true }],
  hooks: { beforeChange: [dateSince] },
  fields: [
    ownerField('user'),
    { name: 'plan', type: 'relationship', relationTo: 'reading-plans', required: true, index: true },
    { name: 'enabled', type: 'checkbox', required: true, defaultValue: true, index: true },
    {
      name: 'hour',
      type: 'number',
      required: true,
      validate: (value: number | null | undefined) => (Number.isInteger(value) && value! >= 0 && value! <= 23) || 'The hour is a whole number from 0 to 23.',
      admin: { description: 'The hour of the day (0–23) in the member’s time zone.' },
    },
    {
      name: 'timeZone',
      type: 'text',
      required: true,
      maxLength: 64,
      validate: (value: string | null | undefined) => (value && canonicalTimeZone(value) === value) || TIME_ZONE_UNKNOWN,
    },
    {
      // Kept by the hook: a day's e-mail is due only once its hour comes after this moment, so
      // switching a reminder on at 15:00 for 07:00 starts tomorrow rather than at once.
      name: 'since',
      type: 'date',
      admin: { readOnly: true, description: 'When the reminder was last switched on or moved to another hour or zone.' },
    },
  ],
}
