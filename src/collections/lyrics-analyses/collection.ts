import type { CollectionConfig } from 'payload'

import { withRevalidation } from '@/lib/cache/hooks'
import { publishedIndexHooks } from '@/search/publishedIndexes'
import { publishedAtField } from '@/fields/publishedAt'
import { readingTimeField } from '@/fields/readingTime'
import { slugField } from '@/fields/slug'
import { options } from '@/lib/constants'
import { LYRICS_VERDICTS } from '@/lib/vocabularies/verdicts'
import { autosaved, autosavedAdmin } from '@/collections/publishable'

export const LyricsAnalyses: CollectionConfig = {
  slug: 'lyrics-analyses',
  labels: { singular: 'Lyrics analysis', plural: 'Lyrics analyses' },
  ...autosaved,
  admin: {
    ...autosavedAdmin,
    useAsTitle: 'title',
    defaultColumns: ['title', 'verdict', '_status', 'publishedAt'],
    group: 'Discernment',
  },
  defaultSort: '-publishedAt',
  hooks: withRevalidation(publishedIndexHooks('lyrics-analyses')),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'quote', type: 'text', maxLength: 300, admin: { description: 'A short line the analysis centres on.' } },
    { name: 'summary', type: 'textarea', required: true, maxLength: 400 },
    { name: 'coverImage', type: 'upload', relationTo: 'uploads' },
    { name: 'content', type: 'richText', required: true },
    slugField('title'),
    publishedAtField(),
    {
      name: 'verdict',
      type: 'select',
      required: true,
      options: options(LYRICS_VERDICTS),
      admin: { position: 'sidebar' },
    },
    readingTimeField('content'),
  ],
}
