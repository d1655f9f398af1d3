import { HeadingFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { CollectionConfig } from 'payload'

import { withRevalidation } from '@/lib/cache/hooks'
import { passageBlockFeature } from '@/fields/passageBlock/block'
import { publishedIndexHooks } from '@/search/publishedIndexes'
import { stringTagsField } from '@/fields/tags'
import { publishedAtField } from '@/fields/publishedAt'
import { readingTimeField } from '@/fields/readingTime'
import { slugField } from '@/fields/slug'
import { settingsChoiceField } from '@/fields/settingsChoice/field'
import { autosaved, autosavedAdmin } from '@/collections/publishable'

export const Organizations: CollectionConfig = {
  slug: 'organizations',
  ...autosaved,
  admin: {
    ...autosavedAdmin,
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'verdict', '_status', 'publishedAt'],
    group: 'Discernment',
  },
  defaultSort: '-publishedAt',
  hooks: withRevalidation(publishedIndexHooks('organizations')),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 160 },
    { name: 'summary', type: 'textarea', required: true, maxLength: 400 },
    { name: 'coverImage', type: 'upload', relationTo: 'uploads' },
    {
      name: 'content',
      label: 'Analysis',
      type: 'richText',
      required: true,
      // Headings of three sizes below the page's own title (its only h1): the API gives the
      // analysis as text with "# ", "## " and "### " headings (src/lib/content/lineMarkup.ts).
      editor: lexicalEditor({
        features: ({ defaultFeatures }) => [
          ...defaultFeatures.filter((feature) => feature.key !== 'heading'),
          HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
          passageBlockFeature(),
        ],
      }),
    },
    { name: 'spiritualConcerns', type: 'textarea', required: true },
    { name: 'scriptureReferences', type: 'text', hasMany: true },
    { name: 'sources', type: 'text', hasMany: true },
    { name: 'relatedPosts', type: 'relationship', relationTo: 'posts', hasMany: true },
    slugField('name'),
    publishedAtField(),
    settingsChoiceField('category', 'organizationCategories', 'Organization categories'),
    settingsChoiceField('verdict', 'organizationVerdicts', 'Organization verdicts'),
    stringTagsField(),
    readingTimeField('content'),
  ],
}
