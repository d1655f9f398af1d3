import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/collections/publishable'
import { openedEndpoint, reviewStatusField } from '@/collections/reviewStatus'

export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  access: staffOnly,
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'status', 'createdAt'],
    group: 'Inbox',
    components: { beforeListTable: ['@/components/admin/inbox/QuickFilters#QuickFilters'] },
  },
  endpoints: [openedEndpoint],
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true, maxLength: 200 },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    reviewStatusField('message'),
  ],
}
