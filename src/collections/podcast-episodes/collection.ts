import type { CollectionConfig } from 'payload'

import { stringTagsField } from '@/fields/tags'
import { publishedAtField } from '@/fields/publishedAt'
import { slugField } from '@/fields/slug'
import { httpUrl } from '@/lib/validation/url'
import { publishable } from '@/collections/publishable'
import { withRevalidation } from '@/lib/cache/hooks'

export const PodcastEpisodes: CollectionConfig = {
  slug: 'podcast-episodes',
  hooks: withRevalidation(),
  labels: { singular: 'Podcast episode', plural: 'Podcast episodes' },
  ...publishable,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'duration', '_status', 'publishedAt'], group: 'Media' },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'summary', type: 'textarea', required: true },
    { name: 'coverImage', type: 'upload', relationTo: 'uploads' },
    { name: 'mediaLink', type: 'text', validate: httpUrl, admin: { description: 'Audio file or episode page.' } },
    {
      name: 'duration',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^\d{1,3}:[0-5]\d$/.test(value) ? true : 'Use minutes and seconds, e.g. 42:05.',
      admin: { description: 'Its length in minutes and seconds, such as 42:05.' },
    },
    slugField('title'),
    publishedAtField(),
    stringTagsField(),
  ],
}
