import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { mediaDir } from '@/collections/uploads/collection'
import { missingUploadFile } from '@/collections/hooks/missingUploadFile'
import { withRevalidation } from '@/lib/cache/hooks'
import { checkAudioFile, EPISODE_AUDIO_TYPES } from './hooks/audioFile'

/**
 * The podcast's audio files, one per episode, in the same storage as the site's images (the
 * disk, or the bucket when one is set: src/lib/objectStorage.ts) under a folder of their own.
 * Anyone may fetch a file by its address, as podcast apps do; an episode links its file only
 * once it is published. Files answer byte ranges (206) so players can seek.
 */
export const EpisodeAudio: CollectionConfig = {
  slug: 'episode-audio',
  labels: { singular: 'Episode audio', plural: 'Episode audio' },
  admin: { group: 'Media', useAsTitle: 'filename', defaultColumns: ['filename', 'durationSeconds', 'filesize'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  hooks: withRevalidation({ beforeOperation: [checkAudioFile] }),
  upload: {
    staticDir: path.join(mediaDir, 'episode-audio'),
    handlers: [missingUploadFile],
    mimeTypes: EPISODE_AUDIO_TYPES,
  },
  fields: [
    {
      name: 'durationSeconds',
      label: 'Length (seconds)',
      type: 'number',
      min: 1,
      admin: { readOnly: true, description: 'Read from the file when it is uploaded.' },
    },
  ],
}
