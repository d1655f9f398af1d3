import type { SeedPodcastEpisode, SeedReleasedEpisode } from './types'

/** A short welcome, with generated tones for its sound, so the player and the feed have something to play. */
export const releasedEpisode: SeedReleasedEpisode = {
  title: 'Welcome to The Renewed Mind Podcast',
  slug: 'welcome-to-the-renewed-mind-podcast',
  summary:
    'A short welcome: what this show is for, who it is for, and how each episode is built around an open Bible and an honest question.',
  tags: ['Welcome', 'Discernment'],
  season: 1,
  showNotes: [
    'Thank you for pressing play. This short welcome explains what the show is about before the first full episode arrives.',
    { h2: 'In this episode' },
    {
      list: [
        'Why a podcast about discernment, sin and grace',
        'How every episode opens Scripture before it opens the topic',
        'Where to send your questions for future episodes',
      ],
    },
    'The verse we keep coming back to is Romans 12:2: be transformed by the renewing of your mind.',
  ],
  transcript: [
    'Welcome to The Renewed Mind Podcast. We are glad you are here.',
    'Each episode takes one honest question about the songs we sing, the shows we watch and the habits we keep, and brings it to Scripture first.',
    'The first full episodes are on their way. Until then, thank you for listening, and grace and peace to you.',
  ].join('\n\n'),
  daysAgo: 1,
}

/** The three upcoming episodes shown on the podcast page, each scheduled for a day after the seed runs. */
export const podcastEpisodes: SeedPodcastEpisode[] = [
  {
    title: 'Episode 1: Why Discernment Is an Act of Love',
    slug: 'why-discernment-is-an-act-of-love',
    summary:
      'We open the show by asking why Christians should evaluate the music, media and groups around them at all. Discernment is not suspicion or snobbery; it is caring enough about people to tell the truth gently.',
    tags: ['Discernment', 'Media & Culture', 'Love'],
    duration: '38:40',
    inDays: 7,
  },
  {
    title: 'Episode 2: The Respectable Sins We Rarely Confess',
    slug: 'the-respectable-sins-we-rarely-confess',
    summary:
      'Gossip, anxiety, envy and quiet pride rarely get a sermon series, yet they shape our hearts every day. We look at what Scripture says about these "acceptable" sins and how grace frees us from them.',
    tags: ['Respectable Sins', 'Repentance', 'Grace'],
    duration: '44:12',
    inDays: 14,
  },
  {
    title: 'Episode 3: Listening Well - Music, Lyrics and the Renewed Mind',
    slug: 'listening-well-music-lyrics-and-the-renewed-mind',
    summary:
      'How do you decide what belongs in your playlist? We walk through a simple set of questions for evaluating any song, from chart hits to Sunday worship sets.',
    tags: ['Music', 'Mind Renewal', 'Discernment'],
    duration: '41:05',
    inDays: 21,
  },
]
