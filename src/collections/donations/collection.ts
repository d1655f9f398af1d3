import type { CollectionConfig } from 'payload'

import { hiddenFromEditors, isAdmin } from '@/access'
import { openedEndpoint, reviewStatusField } from '@/collections/reviewStatus'

/**
 * Completed donations, recorded from Stripe's signed webhook (the only writer; the creator
 * reads them). A session is recorded once however often Stripe repeats the event.
 */
export const Donations: CollectionConfig = {
  slug: 'donations',
  admin: {
    useAsTitle: 'donorEmail',
    defaultColumns: ['amount', 'frequency', 'donorEmail', 'status', 'createdAt'],
    group: 'Inbox',
    // The creator's alone: an editor neither sees nor opens them.
    hidden: hiddenFromEditors,
    description: 'Gifts completed through Stripe. Donors get a thank-you e-mail automatically.',
    components: { beforeListTable: ['@/components/admin/inbox/QuickFilters#QuickFilters'] },
  },
  endpoints: [openedEndpoint],
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin, readVersions: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'amount', label: 'Amount (whole dollars)', type: 'number', required: true, min: 1 },
    { name: 'currency', type: 'text', required: true, defaultValue: 'usd' },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      options: [
        { label: 'One-time gift', value: 'one-time' },
        { label: 'Monthly support', value: 'monthly' },
      ],
    },
    { name: 'donorName', type: 'text' },
    { name: 'donorEmail', type: 'email' },
    { name: 'provider', type: 'text', required: true, defaultValue: 'stripe' },
    { name: 'stripeSessionId', type: 'text', unique: true, index: true, admin: { readOnly: true } },
    { name: 'thankYouSentAt', type: 'date', admin: { readOnly: true } },
    reviewStatusField('message'),
  ],
}
