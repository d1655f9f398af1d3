import type { CollectionConfig } from 'payload'

import { withRevalidation } from '@/lib/cache/hooks'
import { publishedIndexHooks } from '@/search/publishedIndexes'
import { publishedAtField } from '@/fields/publishedAt'
import { readingTimeField } from '@/fields/readingTime'
import { slugField } from '@/fields/slug'
import { autosaved, autosavedAdmin } from '@/collections/publishable'
import { creditWriter } from '@/collections/authors/creditWriter'

export const Posts: CollectionConfig = {
  slug: 'posts',
  ...autosaved,
  admin: {
    ...autosavedAdmin,
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', '_status', 'publishedAt', 'views', 'featured'],
    listSearchableFields: ['title', 'summary'],
    group: 'Blog',
  },
  defaultSort: '-publishedAt',
  hooks: withRevalidation(publishedIndexHooks('posts')),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'summary', type: 'textarea', required: true, maxLength: 300 },
    { name: 'coverImage', type: 'upload', relationTo: 'uploads' },
    { name: 'content', type: 'richText', required: true },
    slugField('title'),
    publishedAtField(),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'authors',
      hooks: { beforeChange: [creditWriter] },
      admin: { position: 'sidebar', description: 'Who wrote it. A new post starts as yours when your account has a profile; left empty, the site’s own writer signs it.' },
    },
    {
      name: 'tags',
      type: 'relationship',
      relationTo: 'tags',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Shown as the hero on the home page (the newest featured post).' },
    },
    readingTimeField('content'),
    {
      name: 'views',
      type: 'number',
      defaultValue: 0,
      index: true,
      // Counted by the site itself (an atomic increment); nobody edits it by hand.
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // "Send to subscribers" and, once sent, the sending's progress (src/lib/newsletter). Stores nothing.
      name: 'newsletter',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/components/admin/newsletter/SendToSubscribers#SendToSubscribers' } },
    },
  ],
}
