import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { httpUrl } from '@/lib/validation/url'
import { revalidateGlobal } from '@/lib/cache/hooks'

export const PodcastShow: GlobalConfig = {
  slug: 'podcast-show',
  hooks: { afterChange: [revalidateGlobal] },
  label: 'Podcast show',
  admin: { group: 'Media' },
  access: { read: anyone, update: isStaff, readVersions: isStaff },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'The Renewed Mind Podcast' },
    { name: 'description', type: 'textarea' },
    { name: 'spiritualFocus', type: 'textarea' },
    { name: 'coverImage', type: 'upload', relationTo: 'uploads' },
    { name: 'rssUrl', label: 'RSS feed URL', type: 'text', validate: httpUrl },
    {
      name: 'platformLinks',
      type: 'group',
      fields: [
        { name: 'spotify', type: 'text', validate: httpUrl },
        { name: 'apple', type: 'text', validate: httpUrl },
        { name: 'google', type: 'text', validate: httpUrl },
      ],
    },
  ],
}
