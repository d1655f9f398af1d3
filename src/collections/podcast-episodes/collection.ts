import type { CollectionConfig } from 'payload'

import { stringTagsField } from '@/fields/tags'
import { publishedAtField } from '@/fields/publishedAt'
import { slugField } from '@/fields/slug'
import { httpUrl } from '@/lib/validation/url'
import { publishable } from '@/collections/publishable'
import { withRevalidation } from '@/lib/cache/hooks'
import { DURATION_PATTERN } from './duration'
import { durationFromAudio } from './hooks/fromAudio'
import { keepGuid, newGuidOnDuplicate } from './hooks/guid'
import { releaseAudioAfterChange, releaseAudioAfterDelete } from './hooks/releaseAudio'

/** A whole number from 1 to `max`, or nothing. */
const wholeNumber = (max: number) => (value: unknown) =>
  value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max) ? true : `Use a whole number from 1 to ${max}.`

const withoutAudio = (data: Record<string, unknown> | undefined) => !data?.audio

/**
 * An episode: its audio file (or a link elsewhere), show notes, transcript and the numbers
 * podcast apps show. Drafts and scheduled publishing as for posts; a scheduled episode is
 * announced on /podcast as an upcoming one.
 */
export const PodcastEpisodes: CollectionConfig = {
  slug: 'podcast-episodes',
  hooks: withRevalidation({ afterChange: [releaseAudioAfterChange], afterDelete: [releaseAudioAfterDelete] }),
  labels: { singular: 'Podcast episode', plural: 'Podcast episodes' },
  ...publishable,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'duration', '_status', 'publishedAt'], group: 'Media' },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'summary', type: 'textarea', required: true, admin: { description: 'A sentence or two for the episode list and podcast apps.' } },
    { name: 'coverImage', type: 'upload', relationTo: 'uploads', admin: { description: 'Square artwork works best in podcast apps. Without one, the show’s is used.' } },
    {
      name: 'audio',
      label: 'Audio file',
      type: 'upload',
      relationTo: 'episode-audio',
      admin: { description: 'An MP3 or M4A file of up to 500 MB. Its length is read from the file.' },
    },
    {
      name: 'mediaLink',
      label: 'Link to the episode',
      type: 'text',
      validate: httpUrl,
      admin: { description: 'Only for an episode without an audio file here: where it can be heard.', condition: withoutAudio },
    },
    {
      name: 'duration',
      type: 'text',
      required: true,
      hooks: { beforeValidate: [durationFromAudio] },
      validate: (value: unknown) =>
        typeof value === 'string' && DURATION_PATTERN.test(value) ? true : 'Use minutes and seconds, e.g. 42:05.',
      admin: { description: 'Its length in minutes and seconds, such as 42:05.', condition: withoutAudio },
    },
    {
      type: 'row',
      fields: [
        { name: 'season', type: 'number', validate: wholeNumber(999), admin: { step: 1, width: '33%' } },
        { name: 'episodeNumber', label: 'Episode number', type: 'number', validate: wholeNumber(99999), admin: { step: 1, width: '33%' } },
        {
          name: 'explicit',
          label: 'Explicit content',
          type: 'checkbox',
          defaultValue: false,
          admin: { width: '33%', description: 'Podcast apps mark the episode for adult listeners.' },
        },
      ],
    },
    { name: 'showNotes', label: 'Show notes', type: 'richText' },
    { name: 'transcript', type: 'textarea', admin: { description: 'What is said in the episode, as plain text. Blank lines start new paragraphs.' } },
    slugField('title'),
    publishedAtField(),
    stringTagsField(),
    {
      name: 'guid',
      label: 'Permanent identifier',
      type: 'text',
      unique: true,
      hooks: { beforeChange: [keepGuid], beforeDuplicate: [newGuidOnDuplicate] },
      admin: { position: 'sidebar', readOnly: true, description: 'How podcast apps know this episode. It never changes.' },
    },
  ],
}
