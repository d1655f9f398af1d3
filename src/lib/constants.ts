/** The spec's fixed value lists (SPEC §4 and §9). Collections use them as select options. */

export const ORGANIZATION_CATEGORIES = [
  'Greek Life',
  'Academic',
  'Professional',
  'Political',
  'Religious',
  'Other',
] as const

export const ORGANIZATION_VERDICTS = [
  'Spiritually Incompatible',
  'Use Biblical Discernment',
  'Generally Compatible',
] as const

export const LYRICS_VERDICTS = ['Spiritually Compromising', 'Biblically Redeemable', 'Biblically Sound'] as const

export const BOOK_RATINGS = ['Biblically Sound', 'Use Discernment', 'Not Recommended'] as const

export const MEDIA_CATEGORIES = ['Songs', 'Movies', 'Sermons', 'Devotionals'] as const

export const MEDIA_VERDICTS = ['Biblically Sound', 'Discern with Caution', 'Not Recommended'] as const

/** Stored lower-case, as the music API returns them. */
export const MUSIC_VERDICTS = ['biblically sound', 'spiritually risky', 'unbiblical'] as const

export const READING_PLAN_THEMES = ['Repentance', 'Mind Renewal', 'Sin', 'Bible Reading', 'Foundations'] as const

export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const

export const DONATION_PROVIDERS = ['paypal', 'stripe', 'kofi', 'buymeacoffee'] as const

export const POSTS_PER_PAGE = 9
export const MUSIC_PER_PAGE = 12

export const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
