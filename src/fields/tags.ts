import type { TextField } from 'payload'

/** A list of free-text tags (organizations, media, music, plans filter on these strings). */
export const stringTagsField = (): TextField => ({
  name: 'tags',
  type: 'text',
  hasMany: true,
  admin: { position: 'sidebar', description: 'Type a tag and press Enter.' },
})
