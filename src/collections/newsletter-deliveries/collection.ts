import type { CollectionConfig } from 'payload'

import { nobody } from '@/access'
import { staffOnly } from '@/collections/publishable'

/**
 * One subscriber's copy of one sending. The unique (send, subscriber) pair is what keeps anyone
 * from getting the same post twice, however often a batch is retried.
 */
export const NewsletterDeliveries: CollectionConfig = {
  slug: 'newsletter-deliveries',
  labels: { singular: 'Newsletter delivery', plural: 'Newsletter deliveries' },
  // Written only by the sending itself (src/lib/newsletter); the staff may read them.
  access: { ...staffOnly, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true, useAsTitle: 'email' },
  indexes: [{ fields: ['send', 'subscriber'], unique: true }],
  fields: [
    { name: 'send', type: 'relationship', relationTo: 'newsletter-sends', required: true, index: true },
    { name: 'subscriber', type: 'relationship', relationTo: 'newsletter-subscribers', required: true, index: true },
    { name: 'email', type: 'email', required: true },
    { name: 'batch', type: 'number', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Sent', value: 'sent' },
        { label: 'Failed', value: 'failed' },
      ],
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'sentAt', type: 'date' },
    { name: 'error', type: 'text' },
  ],
}
