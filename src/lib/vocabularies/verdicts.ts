/**
 * Verdicts and ratings of each evaluation type with their colours.
 * Badges read these maps; pages never choose colours.
 */
import type { Tone, Vocabulary } from './tones'

/** Organization verdicts: the values themselves come from the site settings; these three are styled. */
export const ORGANIZATION_VERDICT: Vocabulary = {
  tones: { 'Spiritually Incompatible': 'red', 'Use Biblical Discernment': 'amber', 'Generally Compatible': 'green' },
  otherwise: 'neutral',
}

export const LYRICS_VERDICTS = ['Spiritually Compromising', 'Biblically Redeemable', 'Biblically Sound'] as const
/** Lyrics: Spiritually Compromising red, Biblically Redeemable yellow, any other value green. */
export const LYRICS_VERDICT: Vocabulary = {
  tones: { 'Spiritually Compromising': 'red', 'Biblically Redeemable': 'yellow' },
  otherwise: 'green',
}

export const BOOK_RATINGS = ['Biblically Sound', 'Use Discernment', 'Not Recommended'] as const
/** Book rating: Biblically Sound green, Use Discernment yellow, any other value red. */
export const BOOK_RATING: Vocabulary = { tones: { 'Biblically Sound': 'green', 'Use Discernment': 'yellow' }, otherwise: 'red' }

export const MEDIA_VERDICTS = ['Biblically Sound', 'Discern with Caution', 'Not Recommended'] as const
/** Media: Biblically Sound green, Discern with Caution yellow, Not Recommended red. */
export const MEDIA_VERDICT: Vocabulary = {
  tones: { 'Biblically Sound': 'green', 'Discern with Caution': 'yellow', 'Not Recommended': 'red' },
  otherwise: 'neutral',
}

/** Music verdicts are stored lower-case, as the music API returns them. */
export const MUSIC_VERDICTS = ['biblically sound', 'spiritually risky', 'unbiblical'] as const
export type MusicVerdict = (typeof MUSIC_VERDICTS)[number]

const MUSIC_LABELS: Record<MusicVerdict, { label: string; tone: Tone }> = {
  'biblically sound': { label: '✅ Biblically Sound', tone: 'green' },
  'spiritually risky': { label: '⚠️ Spiritually Risky', tone: 'yellow' },
  unbiblical: { label: '❌ Unbiblical', tone: 'red' },
}

const isMusicVerdict = (value: string): value is MusicVerdict => (MUSIC_VERDICTS as readonly string[]).includes(value)

/** Music: the three verdicts with their marks; anything else reads "No Verdict" in grey. */
export const musicVerdict = (value: string): { label: string; tone: Tone } =>
  isMusicVerdict(value) ? MUSIC_LABELS[value] : { label: 'No Verdict', tone: 'neutral' }

/** "Biblically Sound", "biblically-sound" and "BIBLICALLY SOUND" all name the stored "biblically sound". */
export const musicVerdictNamed = (name: string): MusicVerdict | undefined => {
  const wanted = name.trim().toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ')
  return MUSIC_VERDICTS.find((verdict) => verdict === wanted)
}
