import type { SeedPodcastEpisode } from './types'

/** The three upcoming episodes shown on the (coming soon) podcast page. */
export const podcastEpisodes: SeedPodcastEpisode[] = [
  {
    title: 'Episode 1: Why Discernment Is an Act of Love',
    slug: 'why-discernment-is-an-act-of-love',
    summary:
      'We open the show by asking why Christians should evaluate the music, media and groups around them at all. Discernment is not suspicion or snobbery; it is caring enough about people to tell the truth gently.',
    tags: ['Discernment', 'Media & Culture', 'Love'],
    duration: '38:40',
    daysAgo: 3,
  },
  {
    title: 'Episode 2: The Respectable Sins We Rarely Confess',
    slug: 'the-respectable-sins-we-rarely-confess',
    summary:
      'Gossip, anxiety, envy and quiet pride rarely get a sermon series, yet they shape our hearts every day. We look at what Scripture says about these "acceptable" sins and how grace frees us from them.',
    tags: ['Respectable Sins', 'Repentance', 'Grace'],
    duration: '44:12',
    daysAgo: 11,
  },
  {
    title: 'Episode 3: Listening Well - Music, Lyrics and the Renewed Mind',
    slug: 'listening-well-music-lyrics-and-the-renewed-mind',
    summary:
      'How do you decide what belongs in your playlist? We walk through a simple set of questions for evaluating any song, from chart hits to Sunday worship sets.',
    tags: ['Music', 'Mind Renewal', 'Discernment'],
    duration: '41:05',
    daysAgo: 19,
  },
]
