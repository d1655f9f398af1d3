/**
 * Shapes of the demo content. The seed turns these plain objects into Payload documents,
 * so the content stays readable and editable as text.
 */

/** A block of article body. A bare string is a paragraph. */
export type BodyBlock =
  | string
  | { h2: string }
  | { h3: string }
  | { list: string[] }
  | { quote: string; cite?: string }

export type SeedCategory = { name: string; slug: string; description: string }

export type SeedPost = {
  title: string
  /** One or two sentences, at most 200 characters. */
  summary: string
  /** A category slug from categories.ts */
  category: string
  /** Tag names, 2 to 4 per post, reused across posts so tag pages list several. */
  tags: string[]
  featured?: boolean
  /** Days before "today" the post was published (0 = today). Spreads dates over months. */
  daysAgo: number
  /** Seed view count so "popular" has an order. */
  views: number
  body: BodyBlock[]
}

export type SeedPage = {
  slug: 'about' | 'resources' | 'disclaimer' | 'privacy' | 'terms'
  title: string
  body: BodyBlock[]
}

export type SeedVerse = { text: string; reference: string; translation: 'WEB' | 'KJV' }

type OrganizationCategory = 'Greek Life' | 'Academic' | 'Professional' | 'Political' | 'Religious' | 'Other'
type OrganizationVerdict =
  | 'Spiritually Incompatible'
  | 'Use Biblical Discernment'
  | 'Generally Compatible'

export type SeedOrganization = {
  name: string
  slug: string
  summary: string
  category: OrganizationCategory
  verdict: OrganizationVerdict
  tags: string[]
  daysAgo: number
  /** Line markup: lines start with "# ", "## ", "### ", "- " or are plain paragraphs. */
  content: string
  spiritualConcerns: string
  scriptureReferences: string[]
  sources?: string[]
  /** Titles of posts from posts.ts */
  relatedPostTitles: string[]
}

type MediaCategory = 'Songs' | 'Movies' | 'Sermons' | 'Devotionals'
type MediaVerdict = 'Biblically Sound' | 'Discern with Caution' | 'Not Recommended'

export type SeedMediaItem = {
  title: string
  slug: string
  creator: string
  category: MediaCategory
  summary: string
  spiritualTakeaway: string
  verdict: MediaVerdict
  tags: string[]
  daysAgo: number
}

export type SeedPlaylist = {
  title: string
  slug: string
  description: string
  theme: string
  /** Slugs of media items from mediaItems.ts */
  mediaItemSlugs: string[]
  daysAgo: number
}

/** An episode announced for a date: a draft whose publishing is scheduled `inDays` days after the seed runs. */
export type SeedPodcastEpisode = {
  title: string
  slug: string
  summary: string
  tags: string[]
  /** mm:ss */
  duration: string
  inDays: number
}

/** The released episode, its audio made by the seed (src/seed/audio.ts). */
export type SeedReleasedEpisode = {
  title: string
  slug: string
  summary: string
  tags: string[]
  season: number
  showNotes: BodyBlock[]
  transcript: string
  daysAgo: number
}

type ReadingPlanTheme = 'Repentance' | 'Mind Renewal' | 'Sin' | 'Bible Reading' | 'Foundations'

type SeedReadingPlanDay = {
  day: number
  title: string
  /** e.g. "Psalm 51:1-12" */
  passages: string[]
  description: string
  reflectionQuestions: string[]
}

export type SeedReadingPlan = {
  title: string
  slug: string
  description: string
  /** Stated length in days */
  duration: 7 | 14 | 21 | 30 | 365
  theme: ReadingPlanTheme
  tags: string[]
  /** Sample plans list fewer days than their duration (e.g. 5 to 10 days). */
  days: SeedReadingPlanDay[]
}

type MusicVerdict = 'biblically sound' | 'spiritually risky' | 'unbiblical'

export type SeedMusicAnalysis = {
  title: string
  slug: string
  artist: string
  song: string
  album: string
  genres: string[]
  verdict: MusicVerdict
  summary: string
  sections: { title: string; content: string }[]
  verdictReason: string
  supportingScripture: string[]
  tags: string[]
  daysAgo: number
}

type LyricsVerdict = 'Spiritually Compromising' | 'Biblically Redeemable' | 'Biblically Sound'

export type SeedLyricsAnalysis = {
  title: string
  slug: string
  verdict: LyricsVerdict
  /** A short line of our own paraphrase, never a real copyrighted lyric. */
  quote: string
  summary: string
  daysAgo: number
  body: BodyBlock[]
}

type BookRating = 'Biblically Sound' | 'Use Discernment' | 'Not Recommended'

export type SeedBook = {
  title: string
  slug: string
  author: string
  rating: BookRating
  summary: string
  description: string
  keyInsights: string[]
  bookOfTheMonth?: boolean
  /** Months before the current month it was the club's pick (0 = this month). */
  monthsAgo: number
}
