import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { isStaff, releasedOrStaff } from '@/access'
import { mediaDir } from '@/collections/uploads/collection'
import { missingUploadFile } from '@/collections/hooks/missingUploadFile'
import { withRevalidation } from '@/lib/cache/hooks'
import { checkAudioFile, EPISODE_AUDIO_TYPES } from './hooks/audioFile'
import { keepReleased, keepUploadedAs } from './hooks/fileFacts'

/**
 * The podcast's audio files, one per episode, in the same storage as the site's images (the
 * disk, or the bucket when one is set: src/lib/objectStorage.ts) under a folder of their own.
 * Each is stored under a random name, and only the staff may fetch it until an episode that uses
 * it is published; from then on anyone may, as podcast apps do. Files answer byte ranges (206)
 * so players can seek.
 */
export const EpisodeAudio: CollectionConfig = {
  slug: 'episode-audio',
  labels: { singular: 'Episode audio', plural: 'Episode audio' },
  admin: { group: 'Media', useAsTitle: 'uploadedAs', defaultColumns: ['uploadedAs', 'durationSeconds', 'filesize', 'released'] },
  access: { read: releasedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  hooks: withRevalidation({ beforeOperation: [checkAudioFile] }),
  upload: {
    staticDir: path.join(mediaDir, 'episode-audio'),
    handlers: [missingUploadFile],
    mimeTypes: EPISODE_AUDIO_TYPES,
    // An M4A in the common MP4 brands reads as video by its first bytes; every file here is sound.
    modifyResponseHeaders: ({ headers }) => {
      if (headers.get('content-type') === 'video/mp4') headers.set('content-type', 'audio/x-m4a')
      return headers
    },
  },
  fields: [
    {
      name: 'uploadedAs',
      label: 'File name',
      type: 'text',
      hooks: { beforeChange: [keepUploadedAs] },
      admin: {
        readOnly: true,
        description: 'The name of the file you uploaded. It is stored under a random name, so nobody can guess its address before the episode is published.',
      },
    },
    {
      name: 'durationSeconds',
      label: 'Length (seconds)',
      type: 'number',
      min: 1,
      admin: { readOnly: true, description: 'Read from the file when it is uploaded.' },
    },
    {
      name: 'released',
      label: 'Public',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      hooks: { beforeChange: [keepReleased] },
      admin: { readOnly: true, position: 'sidebar', description: 'Anyone may play this file once an episode that uses it is published. Until then only the staff can.' },
    },
  ],
}
