import type { SeedPlaylist } from './types'

/**
 * Curated playlists built from the media items in mediaItems.ts. `embedCode` is what the
 * creator would paste (a share link or a service's embed code); saving keeps only the player's
 * address (src/lib/embeds.ts). The addresses are made up: the players show the service's own
 * "not found" page until the creator pastes real ones.
 */
export const playlists: (SeedPlaylist & { embedCode: string })[] = [
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
    embedCode: 'https://open.spotify.com/playlist/5Xq9LmN2vR7tKc3WbYh8Pd?si=7e1c2a9b4f604d1e',
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
    embedCode: 'https://www.youtube.com/playlist?list=PLr7Hk2c9QmVx4TnB8dWzE1sYfJ6uLa3Ro',
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
    embedCode:
      '<iframe allow="autoplay *; encrypted-media *; fullscreen *; clipboard-write" frameborder="0" height="450" ' +
      'style="width:100%;max-width:660px;overflow:hidden;border-radius:10px;" ' +
      'sandbox="allow-forms allow-popups allow-same-origin allow-scripts allow-storage-access-by-user-activation allow-top-navigation-by-user-activation" ' +
      'src="https://embed.music.apple.com/us/playlist/hope-in-the-valley/pl.u-8aAVZAbT3xKpRd"></iframe>',
  },
]
