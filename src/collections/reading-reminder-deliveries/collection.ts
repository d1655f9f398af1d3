import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'

/**
 * One reminder's e-mail for one day of the member's own calendar. The unique (reminder, date)
 * pair is what keeps a day from being sent twice, however often the hourly run repeats or
 * overlaps; `status` lets a failed send be tried again the same day (src/collections/
 * reading-reminders/send.ts).
 */
export const ReadingReminderDeliveries: CollectionConfig = {
  slug: 'reading-reminder-deliveries',
  labels: { singular: 'Reading reminder e-mail', plural: 'Reading reminder e-mails' },
  // Written only by the sending; the creator may look at what went out.
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  admin: { hidden: true },
  indexes: [{ fields: ['reminder', 'localDate'], unique: true }],
  fields: [
    { name: 'reminder', type: 'relationship', relationTo: 'reading-reminders', required: true, index: true },
    { name: 'localDate', type: 'text', required: true, maxLength: 10, admin: { description: 'The day in the member’s time zone (YYYY-MM-DD).' } },
    { name: 'day', type: 'number', required: true, admin: { description: 'The plan’s day the e-mail gave.' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'sending',
      options: [
        { label: 'Sending', value: 'sending' },
        { label: 'Sent', value: 'sent' },
        { label: 'Failed', value: 'failed' },
      ],
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 1 },
    { name: 'error', type: 'text' },
  ],
}
