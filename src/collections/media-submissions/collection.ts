import type { CollectionConfig } from 'payload'

import { options } from '@/lib/constants'
import { MEDIA_CATEGORIES } from '@/lib/vocabularies/categories'
import { httpUrl } from '@/lib/validation/url'
import { staffOnly } from '@/collections/publishable'
import { openedEndpoint, reviewStatusField, submittedByField } from '@/collections/reviewStatus'

export const MediaSubmissions: CollectionConfig = {
  slug: 'media-submissions',
  labels: { singular: 'Media submission', plural: 'Media submissions' },
  access: staffOnly,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'creator', 'mediaType', 'status', 'createdAt'],
    group: 'Inbox',
    components: { beforeListTable: ['@/components/admin/inbox/QuickFilters#QuickFilters'] },
  },
  endpoints: [openedEndpoint],
  defaultSort: '-createdAt',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'creator', type: 'text', required: true, maxLength: 160 },
    { name: 'mediaType', type: 'select', required: true, defaultValue: 'Songs', options: options(MEDIA_CATEGORIES) },
    { name: 'link', type: 'text', required: true, validate: httpUrl },
    { name: 'explanation', type: 'textarea', required: true, maxLength: 5000 },
    submittedByField(),
    reviewStatusField('suggestion'),
  ],
}
