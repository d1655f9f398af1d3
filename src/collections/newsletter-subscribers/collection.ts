import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/collections/publishable'

/** Double opt-in: "pending" until the e-mailed link is followed. */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  access: staffOnly,
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'topics', 'createdAt'],
    group: 'Inbox',
    components: { beforeListTable: ['@/components/admin/inbox/QuickFilters#QuickFilters'] },
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Waiting for confirmation', value: 'pending' },
        { label: 'Subscribed', value: 'active' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
      admin: { components: { Cell: '@/components/admin/inbox/StatusCell#StatusCell' } },
    },
    {
      name: 'topics',
      type: 'select',
      hasMany: true,
      defaultValue: ['general'],
      options: [
        { label: 'Newsletter', value: 'general' },
        { label: 'Podcast', value: 'podcast' },
      ],
    },
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true } },
    // Brought in from another platform by an import, with the consent the member gave there.
    { name: 'imported', type: 'checkbox', defaultValue: false, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'consent', type: 'text', maxLength: 200, admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.imported) } },
    // Secret for the confirm and one-click unsubscribe links; never shown, returned or exported
    // (hidden leaves its value out; the plugin's `disabled` leaves out the CSV column too).
    { name: 'token', type: 'text', index: true, hidden: true, custom: { 'plugin-import-export': { disabled: true } } },
  ],
}
