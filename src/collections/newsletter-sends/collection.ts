import type { CollectionConfig } from 'payload'

import { nobody } from '@/access'
import { newsletterSendEndpoints } from './endpoints'
import { staffOnly } from '@/collections/publishable'

/**
 * One post sent to the subscribers of one topic: at most once per post (the unique `post`),
 * in batches through the jobs queue. The counts show the creator how far it has got.
 * Only "Send to subscribers" writes them (src/lib/newsletter, through the endpoints below): a
 * sending is the record of what went out, so nobody creates, edits or deletes one by hand
 * (deleting it would let the post go out twice).
 */
export const NewsletterSends: CollectionConfig = {
  slug: 'newsletter-sends',
  labels: { singular: 'Newsletter sending', plural: 'Newsletter sendings' },
  access: { ...staffOnly, create: nobody, update: nobody, delete: nobody },
  endpoints: newsletterSendEndpoints,
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'topic', 'status', 'sent', 'failed', 'total', 'createdAt'],
    group: 'Inbox',
    description: 'Posts sent to subscribers. Start one with "Send to subscribers" on a published post.',
    components: {
      // While a sending is under way the list refreshes itself, so its counts grow as you watch.
      beforeListTable: ['@/components/admin/newsletter/SendingsListRefresh#SendingsListRefresh'],
    },
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'progress',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/newsletter/SendingProgressField#SendingProgressField' } },
    },
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
