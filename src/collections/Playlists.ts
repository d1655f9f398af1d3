import type { CollectionConfig } from 'payload'

import { publishedAtField } from '@/fields/publishedAt'
import { slugField } from '@/fields/slug'
import { embedValidator } from '@/lib/embeds'
import { publishable } from './publishable'
import { withRevalidation } from '@/lib/cache/hooks'

export const Playlists: CollectionConfig = {
  slug: 'playlists',
  hooks: withRevalidation(),
  ...publishable,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'theme', '_status', 'publishedAt'], group: 'Media' },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', required: true },
    { name: 'theme', type: 'text', required: true, maxLength: 80 },
    { name: 'coverImage', type: 'upload', relationTo: 'uploads' },
    {
      name: 'embedCode',
      type: 'textarea',
      validate: embedValidator,
      admin: { description: 'The embed code from Spotify, Apple Music, YouTube, SoundCloud or Bandcamp.' },
    },
    { name: 'mediaItems', type: 'relationship', relationTo: 'media-items', hasMany: true },
    slugField('title'),
    publishedAtField(),
  ],
}
