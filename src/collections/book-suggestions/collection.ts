import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/collections/publishable'
import { openedEndpoint, reviewStatusField, submittedByField } from '@/collections/reviewStatus'

export const BookSuggestions: CollectionConfig = {
  slug: 'book-suggestions',
  labels: { singular: 'Book suggestion', plural: 'Book suggestions' },
  access: staffOnly,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'status', 'createdAt'],
    group: 'Inbox',
    components: { beforeListTable: ['@/components/admin/inbox/QuickFilters#QuickFilters'] },
  },
  endpoints: [openedEndpoint],
  defaultSort: '-createdAt',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'author', type: 'text', required: true, maxLength: 160 },
    { name: 'reason', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'email', type: 'email' },
    submittedByField(),
    reviewStatusField('suggestion'),
  ],
}
