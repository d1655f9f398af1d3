import type { FieldHook, GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { showGuidFor } from '@/collections/podcast-episodes/showGuid'
import { httpUrl } from '@/lib/validation/url'
import { revalidateGlobal } from '@/lib/cache/hooks'

const keepShowGuid: FieldHook = ({ value, originalDoc }) => originalDoc?.guid || value || showGuidFor()

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
    { name: 'coverImage', type: 'upload', relationTo: 'uploads', admin: { description: 'Square artwork of at least 1400 × 1400 pixels, as podcast directories ask. Other shapes are cut to a square around the focal point. Without one, the default share image (Site settings, SEO) is used; with neither, Apple Podcasts does not accept the show.' } },
    { name: 'author', type: 'text', maxLength: 200, admin: { description: 'The name podcast apps show as the show’s author. The site’s title when empty.' } },
    {
      name: 'ownerEmail',
      label: 'Owner e-mail',
      type: 'email',
      admin: {
        description:
          'Podcast directories send their confirmation e-mails here, and it is written in the feed. When empty, the contact e-mail of the site settings is used, if there is one.',
      },
    },
    { name: 'explicit', label: 'Explicit content', type: 'checkbox', defaultValue: false, admin: { description: 'Podcast apps mark the whole show for adult listeners.' } },
    {
      name: 'rssUrl',
      label: 'RSS feed URL',
      type: 'text',
      validate: httpUrl,
      admin: { description: 'Only if the show’s feed is hosted elsewhere. When empty, the site’s own feed at /podcast/feed.xml is the one offered.' },
    },
    {
      name: 'platformLinks',
      type: 'group',
      fields: [
        { name: 'spotify', type: 'text', validate: httpUrl },
        { name: 'apple', type: 'text', validate: httpUrl },
        // Google Podcasts has shut down: a link kept from before is still stored, never shown.
        { name: 'google', type: 'text', validate: httpUrl, admin: { hidden: true } },
      ],
    },
    {
      name: 'guid',
      label: 'Permanent identifier',
      type: 'text',
      hooks: { beforeChange: [keepShowGuid] },
      admin: { readOnly: true, description: 'How podcast apps know the show. It never changes.' },
    },
  ],
}
