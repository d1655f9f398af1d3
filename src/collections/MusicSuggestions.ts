import type { CollectionConfig } from 'payload'

import { httpUrl } from '@/lib/validation/url'
import { staffOnly } from './publishable'
import { reviewStatusField, submittedByField } from './reviewStatus'

export const MusicSuggestions: CollectionConfig = {
  slug: 'music-suggestions',
  labels: { singular: 'Music suggestion', plural: 'Music suggestions' },
  access: staffOnly,
  admin: { useAsTitle: 'songTitle', defaultColumns: ['songTitle', 'artist', 'status', 'createdAt'], group: 'Inbox' },
  defaultSort: '-createdAt',
  fields: [
    { name: 'artist', type: 'text', required: true, maxLength: 160 },
    { name: 'songTitle', type: 'text', required: true, maxLength: 200 },
    { name: 'link', type: 'text', required: true, validate: httpUrl },
    { name: 'reason', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'email', type: 'email' },
    submittedByField(),
    reviewStatusField('suggestion'),
    {
      name: 'analysis',
      label: 'Music analysis',
      type: 'relationship',
      relationTo: 'music-analyses',
      admin: { position: 'sidebar', readOnly: true, description: 'The draft analysis started from this suggestion.' },
    },
  ],
}
