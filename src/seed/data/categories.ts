import type { SeedCategory } from './types'

export const categories: SeedCategory[] = [
  {
    name: 'Media & Culture',
    slug: 'media-culture',
    description:
      'Biblical discernment for the shows, songs, feeds and trends that shape how we think and what we love.',
  },
  {
    name: 'Respectable Sins',
    slug: 'respectable-sins',
    description:
      'Honest looks at the quiet sins Christians often tolerate, such as worry, gossip, pride and discontentment.',
  },
  {
    name: 'Common Struggles',
    slug: 'common-struggles',
    description:
      'Grace-filled, practical help for the temptations and battles so many believers fight in private.',
  },
  {
    name: 'Subtle Deceptions',
    slug: 'subtle-deceptions',
    description:
      'Spotting the half-truths and counterfeit messages that sound Christian but quietly lead us away from Christ.',
  },
  {
    name: 'Methods for Renewal',
    slug: 'methods-for-renewal',
    description:
      'Simple, Scripture-rooted habits for prayer, confession, memorization and the renewing of the mind.',
  },
  {
    name: 'Testimonies & Warnings',
    slug: 'testimonies-warnings',
    description:
      'Stories of drifting, returning and learning the hard way, shared as both encouragement and caution.',
  },
  {
    name: 'Scripture & Clarity',
    slug: 'scripture-clarity',
    description:
      'Careful readings of often misunderstood passages, so the Bible can speak plainly for itself.',
  },
]
