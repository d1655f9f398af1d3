import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { withRevalidation } from '@/lib/cache/hooks'
import { missingUploadFile } from '@/collections/hooks/missingUploadFile'

// Smaller files than PNG/JPEG at the same quality; every browser we serve reads WebP.
const webp = { format: 'webp' as const, options: { quality: 82 } }
// For files other sites fetch (link previews, podcast apps), which may not read WebP. sharp
// writes it in sRGB, with transparent parts black.
const jpeg = { format: 'jpeg' as const, options: { quality: 85 } }

// media/ at the project root; tests point UPLOADS_DIR at a throwaway folder.
export const mediaDir = process.env.UPLOADS_DIR || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../media')

/** Images for covers and thumbnails, resized by sharp into the sizes the pages use. */
export const Uploads: CollectionConfig = {
  slug: 'uploads',
  hooks: withRevalidation(),
  labels: { singular: 'Image', plural: 'Images' },
  // The picture and its file name first: the storage's own fields (prefix, object key) mean nothing to the creator.
  admin: { useAsTitle: 'alt', group: 'Site', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  upload: {
    staticDir: mediaDir,
    handlers: [missingUploadFile],
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre', formatOptions: webp },
      { name: 'card', width: 768, height: 432, position: 'centre', formatOptions: webp },
      { name: 'hero', width: 1600, height: 900, position: 'centre', formatOptions: webp },
      // Link previews: JPEG, which every social network accepts.
      { name: 'og', width: 1200, height: 630, position: 'centre', formatOptions: jpeg },
      // Podcast artwork: Apple takes only a square JPEG or PNG of 1400 to 3000 px. Made from any
      // image, enlarged if need be, so a show's or episode's cover always has one.
      { name: 'square', width: 1400, height: 1400, position: 'centre', withoutEnlargement: false, formatOptions: jpeg },
    ],
    formatOptions: webp,
  },
  fields: [
    {
      name: 'alt',
      label: 'Alternative text',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'Describe the image for people who cannot see it.' },
    },
  ],
}
