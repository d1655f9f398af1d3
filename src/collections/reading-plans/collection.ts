import type { CollectionConfig } from 'payload'

import { stringTagsField } from '@/fields/tags'
import { slugField } from '@/fields/slug'
import { READING_PLAN_THEMES, options } from '@/lib/constants'
import { publishable } from '@/collections/publishable'
import { withRevalidation } from '@/lib/cache/hooks'
import { publishedIndexHooks } from '@/search/publishedIndexes'
import { rowLabel } from '@/fields/rowLabel/text'

export const ReadingPlans: CollectionConfig = {
  slug: 'reading-plans',
  hooks: withRevalidation(publishedIndexHooks('reading-plans')),
  labels: { singular: 'Reading plan', plural: 'Reading plans' },
  ...publishable,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'theme', 'duration', '_status'], group: 'Scripture' },
  defaultSort: 'duration',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', required: true },
    { name: 'coverImage', type: 'upload', relationTo: 'uploads' },
    {
      name: 'days',
      type: 'array',
      labels: { singular: 'Day', plural: 'Days' },
      admin: { description: 'The days listed in the plan; it may list fewer than its duration.', components: rowLabel('Day {day}: {title}', 'New day') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'day', type: 'number', required: true, min: 1, admin: { width: '20%' } },
            { name: 'title', type: 'text', required: true },
          ],
        },
        { name: 'passages', type: 'text', hasMany: true, required: true, minRows: 1 },
        { name: 'description', type: 'textarea' },
        { name: 'reflectionQuestions', type: 'text', hasMany: true },
      ],
    },
    slugField('title'),
    {
      name: 'duration',
      label: 'Duration (days)',
      type: 'number',
      required: true,
      min: 1,
      max: 366,
      admin: { position: 'sidebar' },
    },
    {
      name: 'theme',
      type: 'select',
      required: true,
      options: options(READING_PLAN_THEMES),
      admin: { position: 'sidebar' },
    },
    stringTagsField(),
  ],
}
