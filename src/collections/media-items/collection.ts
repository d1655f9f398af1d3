import type { CollectionConfig } from 'payload'

import { withRevalidation } from '@/lib/cache/hooks'
import { publishedIndexHooks } from '@/search/publishedIndexes'
import { stringTagsField } from '@/fields/tags'
import { publishedAtField } from '@/fields/publishedAt'
import { slugField } from '@/fields/slug'
import { options } from '@/lib/constants'
import { MEDIA_CATEGORIES } from '@/lib/vocabularies/categories'
import { MEDIA_VERDICTS } from '@/lib/vocabularies/verdicts'
import { httpUrl } from '@/lib/validation/url'
import { publishable } from '@/collections/publishable'

export const MediaItems: CollectionConfig = {
  slug: 'media-items',
  labels: { singular: 'Media item', plural: 'Media items' },
  ...publishable,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'creator', 'category', 'verdict', '_status'],
    group: 'Media',
  },
  defaultSort: '-publishedAt',
  hooks: withRevalidation(publishedIndexHooks('media-items')),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'creator', type: 'text', required: true, maxLength: 160 },
    { name: 'coverImage', type: 'upload', relationTo: 'uploads' },
    { name: 'summary', type: 'textarea', required: true, maxLength: 600 },
    { name: 'spiritualTakeaway', type: 'textarea', required: true },
    { name: 'externalLink', type: 'text', validate: httpUrl },
    slugField('title'),
    publishedAtField(),
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'Songs',
      options: options(MEDIA_CATEGORIES),
      admin: { position: 'sidebar' },
    },
    {
      name: 'verdict',
      type: 'select',
      required: true,
      options: options(MEDIA_VERDICTS),
      admin: { position: 'sidebar' },
    },
    stringTagsField(),
  ],
}
