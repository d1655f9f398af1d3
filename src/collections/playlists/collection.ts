import { ValidationError, type CollectionConfig, type FieldHook } from 'payload'

import { publishedAtField } from '@/fields/publishedAt'
import { slugField } from '@/fields/slug'
import { embedValidator, readEmbed } from '@/lib/embeds'
import { publishable } from '@/collections/publishable'
import { withRevalidation } from '@/lib/cache/hooks'

/**
 * Keeps only the player's address (src/lib/embeds.ts) of what the creator pasted, or refuses
 * the save, drafts included: Payload does not run field validation on drafts, and no pasted
 * markup may ever be stored. The field's `validate` gives the same message as the creator types.
 */
const storePlayerAddress: FieldHook = ({ value }) => {
  if (typeof value !== 'string') return value
  if (!value.trim()) return null
  const reading = readEmbed(value)
  if ('error' in reading) throw new ValidationError({ collection: 'playlists', errors: [{ path: 'embedCode', message: reading.error }] })
  return reading.embed.src
}

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
      // The column keeps its name; it holds the player's address, never markup.
      name: 'embedCode',
      label: 'Player',
      type: 'textarea',
      validate: embedValidator,
      hooks: { beforeValidate: [storePlayerAddress] },
      admin: {
        description:
          'Paste a share link or the embed code of a playlist, album, track or video from Spotify, Apple Music, YouTube or SoundCloud. ' +
          "Only the player's address is kept (shown here after saving); the site draws the player itself.",
      },
    },
    { name: 'mediaItems', type: 'relationship', relationTo: 'media-items', hasMany: true, admin: { description: 'The first two are featured on the playlist page.' } },
    slugField('title'),
    publishedAtField(),
  ],
}
