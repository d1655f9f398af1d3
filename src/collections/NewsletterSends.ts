import type { CollectionConfig } from 'payload'

import { staffOnly } from './publishable'

/**
 * One post sent to the subscribers of one topic: at most once per post (the unique `post`),
 * in batches through the jobs queue. The counts show the creator how far it has got.
 */
export const NewsletterSends: CollectionConfig = {
  slug: 'newsletter-sends',
  labels: { singular: 'Newsletter sending', plural: 'Newsletter sendings' },
  access: staffOnly,
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'topic', 'status', 'sent', 'total', 'createdAt'],
    group: 'Inbox',
    description: 'Posts sent to subscribers. Start one with "Send to subscribers" on a published post.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'post', type: 'relationship', relationTo: 'posts', required: true, unique: true, index: true },
    { name: 'subject', type: 'text', required: true, maxLength: 200 },
    {
      name: 'topic',
      type: 'select',
      required: true,
      defaultValue: 'general',
      options: [
        { label: 'Newsletter', value: 'general' },
        { label: 'Podcast', value: 'podcast' },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: [
        { label: 'Waiting to start', value: 'queued' },
        { label: 'Sending', value: 'sending' },
        { label: 'Sent', value: 'sent' },
        { label: 'Some failed', value: 'failed' },
      ],
    },
    { name: 'total', type: 'number', required: true, defaultValue: 0 },
    { name: 'sent', type: 'number', required: true, defaultValue: 0 },
    { name: 'failed', type: 'number', required: true, defaultValue: 0 },
    { name: 'startedBy', type: 'relationship', relationTo: 'users' },
    { name: 'finishedAt', type: 'date' },
    { name: 'lastError', type: 'text' },
  ],
}
