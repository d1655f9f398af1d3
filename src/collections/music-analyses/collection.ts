import type { CollectionConfig } from 'payload'

import { withRevalidation } from '@/lib/cache/hooks'
import { publishedIndexHooks } from '@/search/publishedIndexes'
import { stringTagsField } from '@/fields/tags'
import { publishedAtField } from '@/fields/publishedAt'
import { slugField } from '@/fields/slug'
import { MUSIC_VERDICTS } from '@/lib/vocabularies/verdicts'
import { autosaved, autosavedAdmin } from '@/collections/publishable'
import { rowLabel } from '@/fields/rowLabel/text'

export const MusicAnalyses: CollectionConfig = {
  slug: 'music-analyses',
  labels: { singular: 'Music analysis', plural: 'Music analyses' },
  ...autosaved,
  admin: {
    ...autosavedAdmin,
    useAsTitle: 'title',
    defaultColumns: ['title', 'artist', 'verdict', '_status', 'publishedAt'],
    listSearchableFields: ['title', 'artist', 'song'],
    group: 'Discernment',
  },
  defaultSort: '-publishedAt',
  hooks: withRevalidation(publishedIndexHooks('music-analyses')),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        { name: 'artist', type: 'text', required: true, maxLength: 120 },
        { name: 'song', type: 'text', required: true, maxLength: 160 },
        { name: 'album', type: 'text', maxLength: 160 },
      ],
    },
    { name: 'thumbnail', type: 'upload', relationTo: 'uploads' },
    { name: 'summary', type: 'textarea', required: true, maxLength: 600 },
    {
      name: 'sections',
      type: 'array',
      labels: { singular: 'Section', plural: 'Sections' },
      admin: { components: rowLabel('{title}', 'New section') },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'content', type: 'textarea', required: true },
      ],
    },
    { name: 'verdictReason', type: 'textarea', required: true },
    { name: 'supportingScripture', type: 'text', hasMany: true },
    slugField('title'),
    publishedAtField(),
    {
      name: 'verdict',
      type: 'select',
      required: true,
      options: MUSIC_VERDICTS.map((value) => ({
        label: value.replace(/\b\w/g, (c) => c.toUpperCase()),
        value,
      })),
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'genres',
      type: 'text',
      hasMany: true,
      required: true,
      minRows: 1,
      admin: { position: 'sidebar', description: 'e.g. Pop, Hip-Hop, Worship. Press Enter after each.' },
    },
    stringTagsField(),
  ],
}

