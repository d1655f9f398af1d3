import type { SeedPlaylist } from './types'

/**
 * Curated playlists built from the media items in mediaItems.ts. They carry no player: a made-up
 * service address would show the service's own "not found" page to readers. The creator pastes
 * a real share link or embed code, and the page shows its player from then on.
 */
export const playlists: SeedPlaylist[] = [
  {
    title: 'Worship for the Weary',
    slug: 'worship-for-the-weary',
    description:
      'Songs and readings for the days when praise feels hard. Each pick helps you bring honest weariness to the Lord and leave with your eyes lifted to Him.',
    theme: 'Worship',
    mediaItemSlugs: [
      'anchor-in-the-undertow',
      'morning-manna-40-days-in-the-psalms',
      'grace-that-costs-everything',
    ],
    daysAgo: 10,
  },
  {
    title: 'Coming Home: A Repentance Collection',
    slug: 'coming-home-a-repentance-collection',
    description:
      'A sermon, a film and a devotional that each picture repentance as returning to a Father who runs to meet us. Good for personal reflection or a small-group series.',
    theme: 'Repentance',
    mediaItemSlugs: [
      'grace-that-costs-everything',
      'the-long-road-to-kinsley',
      'morning-manna-40-days-in-the-psalms',
      'anchor-in-the-undertow',
    ],
    daysAgo: 41,
  },
  {
    title: 'Hope in the Valley',
    slug: 'hope-in-the-valley',
    description:
      'For seasons of grief, waiting and disappointment. These selections do not hurry past pain, but they keep pointing to the God who walks with us through the valley.',
    theme: 'Hope',
    mediaItemSlugs: [
      'anchor-in-the-undertow',
      'the-long-road-to-kinsley',
      'morning-manna-40-days-in-the-psalms',
    ],
    daysAgo: 72,
  },
]
