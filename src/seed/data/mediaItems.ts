import type { SeedMediaItem } from './types'

/** Media library entries. All titles and creators are fictional. */
export const mediaItems: SeedMediaItem[] = [
  {
    title: 'Anchor in the Undertow',
    slug: 'anchor-in-the-undertow',
    creator: 'Harbor Lights Collective',
    category: 'Songs',
    summary:
      'A slow-building worship song about holding on to Christ when grief and doubt pull hard. The verses borrow language from Hebrews and the Psalms, and the bridge turns from lament to confident praise.',
    spiritualTakeaway:
      'Our hope is not the strength of our grip but the faithfulness of the One who holds us. This song teaches the heart to lament honestly and still end in trust.',
    verdict: 'Biblically Sound',
    tags: ['Worship', 'Hope', 'Lament', 'Suffering'],
    daysAgo: 6,
  },
  {
    title: 'Chasing the Glow',
    slug: 'chasing-the-glow',
    creator: 'Nova Reyes',
    category: 'Songs',
    summary:
      'An upbeat pop single about leaving the past behind and "finding your light." It has no explicit content, but its message of self-made renewal never mentions sin, forgiveness or God.',
    spiritualTakeaway:
      'The longing for a fresh start is real and good, but true newness comes from being made a new creation in Christ, not from deciding to shine. Enjoy the melody while filling in the missing gospel.',
    verdict: 'Discern with Caution',
    tags: ['Pop Culture', 'Self-Help', 'Identity'],
    daysAgo: 15,
  },
  {
    title: 'The Long Road to Kinsley',
    slug: 'the-long-road-to-kinsley',
    creator: 'Evelyn Marsh (Harvest Gate Pictures)',
    category: 'Movies',
    summary:
      'A quiet family drama about an estranged son who returns to his small hometown after years of addiction. His father has been praying for him the whole time. Some mild language and scenes of drug use are handled with restraint.',
    spiritualTakeaway:
      "A modern echo of the prodigal son that shows repentance as coming home, not cleaning yourself up first. The father's patient love is a moving picture of the grace of God.",
    verdict: 'Biblically Sound',
    tags: ['Repentance', 'Family', 'Grace', 'Addiction'],
    daysAgo: 24,
  },
  {
    title: 'Starborn: The Awakening',
    slug: 'starborn-the-awakening',
    creator: 'Lumen Peak Studios',
    category: 'Movies',
    summary:
      'A big-budget fantasy adventure in which a teenage heroine discovers she carries a spark of the divine cosmos and must awaken her inner godhood to save her world. Impressive effects, intense battle scenes.',
    spiritualTakeaway:
      'The story preaches that salvation is found by looking inward and realizing you are divine, which is the oldest lie in the garden. Families who watch it should be ready to talk through that message carefully.',
    verdict: 'Not Recommended',
    tags: ['Pop Culture', 'New Age', 'Identity'],
    daysAgo: 37,
  },
  {
    title: 'Grace That Costs Everything',
    slug: 'grace-that-costs-everything',
    creator: 'Pastor Daniel Okafor',
    category: 'Sermons',
    summary:
      'An expository sermon on Luke 14:25-33 about counting the cost of discipleship. Pastor Okafor shows that grace is free to us but was costly to Christ, and that it calls us to follow Him with our whole lives.',
    spiritualTakeaway:
      'Grace does not make obedience optional; it makes obedience possible. A clear, warm corrective to both legalism and cheap grace.',
    verdict: 'Biblically Sound',
    tags: ['Grace', 'Discipleship', 'Repentance', 'Expository Preaching'],
    daysAgo: 48,
  },
  {
    title: 'Unlock Your Season of Overflow',
    slug: 'unlock-your-season-of-overflow',
    creator: 'Bishop Ray Calloway',
    category: 'Sermons',
    summary:
      'A high-energy message promising that a special "seed offering" will release financial breakthrough and supernatural increase. Verses are quoted out of context to support a guaranteed-blessing formula.',
    spiritualTakeaway:
      'God is generous, but He is not a vending machine, and the gospel is not a wealth strategy. This sermon twists Scripture and preys on people in hard seasons.',
    verdict: 'Not Recommended',
    tags: ['Prosperity Gospel', 'False Teaching', 'Money'],
    daysAgo: 63,
  },
  {
    title: 'Morning Manna: 40 Days in the Psalms',
    slug: 'morning-manna-40-days-in-the-psalms',
    creator: 'Ruth Ellison',
    category: 'Devotionals',
    summary:
      'A simple daily devotional that walks through forty psalms with a short reflection, a prayer prompt and one question for the day. Written for busy mornings, it keeps the Bible text front and center.',
    spiritualTakeaway:
      "The Psalms give us words for every season of the soul. Ellison's gentle reflections point readers back to Scripture instead of replacing it.",
    verdict: 'Biblically Sound',
    tags: ['Psalms', 'Prayer', 'Worship', 'Hope'],
    daysAgo: 79,
  },
  {
    title: 'Quiet Voice: Daily Words of Encouragement',
    slug: 'quiet-voice-daily-words-of-encouragement',
    creator: 'Jenna Hale',
    category: 'Devotionals',
    summary:
      'A best-selling devotional written as first-person messages "from Jesus" to the reader. The tone is tender and comforting, and many entries echo Bible verses, but the messages themselves are presented as fresh words from God.',
    spiritualTakeaway:
      'Comfort is precious, yet putting new words in the mouth of Christ blurs the line between Scripture and personal impression. Read with an open Bible and test every line.',
    verdict: 'Discern with Caution',
    tags: ['Prayer', 'Discernment', 'Devotional Life'],
    daysAgo: 95,
  },
]
