import { describe, expect, it } from 'vitest'

import { MEDIA_CATEGORY, ORGANIZATION_CATEGORY, POST_CATEGORY } from '@/lib/vocabularies/categories'
import { toneOf } from '@/lib/vocabularies/tones'
import { BOOK_RATING, LYRICS_VERDICT, MEDIA_VERDICT, musicVerdict, musicVerdictNamed, ORGANIZATION_VERDICT } from '@/lib/vocabularies/verdicts'

describe('verdict colours', () => {
  it('organizations: incompatible red, discernment amber, compatible green, anything else neutral', () => {
    expect(toneOf(ORGANIZATION_VERDICT, 'Spiritually Incompatible')).toBe('red')
    expect(toneOf(ORGANIZATION_VERDICT, 'Use Biblical Discernment')).toBe('amber')
    expect(toneOf(ORGANIZATION_VERDICT, 'Generally Compatible')).toBe('green')
    expect(toneOf(ORGANIZATION_VERDICT, 'A verdict the creator added')).toBe('neutral')
  })

  it('lyrics: compromising red, redeemable yellow, any other value green', () => {
    expect(toneOf(LYRICS_VERDICT, 'Spiritually Compromising')).toBe('red')
    expect(toneOf(LYRICS_VERDICT, 'Biblically Redeemable')).toBe('yellow')
    expect(toneOf(LYRICS_VERDICT, 'Biblically Sound')).toBe('green')
    expect(toneOf(LYRICS_VERDICT, 'Something else')).toBe('green')
  })

  it('book ratings: sound green, discernment yellow, any other value red', () => {
    expect(toneOf(BOOK_RATING, 'Biblically Sound')).toBe('green')
    expect(toneOf(BOOK_RATING, 'Use Discernment')).toBe('yellow')
    expect(toneOf(BOOK_RATING, 'Not Recommended')).toBe('red')
    expect(toneOf(BOOK_RATING, 'Unknown')).toBe('red')
  })

  it('media: sound green, caution yellow, not recommended red', () => {
    expect(toneOf(MEDIA_VERDICT, 'Biblically Sound')).toBe('green')
    expect(toneOf(MEDIA_VERDICT, 'Discern with Caution')).toBe('yellow')
    expect(toneOf(MEDIA_VERDICT, 'Not Recommended')).toBe('red')
  })

  it('music: the three verdicts with their marks, anything else "No Verdict" in grey', () => {
    expect(musicVerdict('biblically sound')).toEqual({ label: '✅ Biblically Sound', tone: 'green' })
    expect(musicVerdict('spiritually risky')).toEqual({ label: '⚠️ Spiritually Risky', tone: 'yellow' })
    expect(musicVerdict('unbiblical')).toEqual({ label: '❌ Unbiblical', tone: 'red' })
    expect(musicVerdict('')).toEqual({ label: 'No Verdict', tone: 'neutral' })
    expect(musicVerdict('Biblically Sound')).toEqual({ label: 'No Verdict', tone: 'neutral' })
  })

  it('music verdicts are named in any case and with dashes in addresses', () => {
    expect(musicVerdictNamed('Biblically-Sound')).toBe('biblically sound')
    expect(musicVerdictNamed(' SPIRITUALLY_RISKY ')).toBe('spiritually risky')
    expect(musicVerdictNamed('heretical')).toBeUndefined()
  })
})

describe('category colours', () => {
  it('the seven topics and five organization categories have their own colour; others are neutral', () => {
    expect(toneOf(POST_CATEGORY, 'Respectable Sins')).not.toBe('neutral')
    expect(toneOf(POST_CATEGORY, 'A new topic')).toBe('neutral')
    for (const category of ['Greek Life', 'Academic', 'Professional', 'Political', 'Religious']) {
      expect(toneOf(ORGANIZATION_CATEGORY, category)).not.toBe('neutral')
    }
    expect(toneOf(ORGANIZATION_CATEGORY, 'Other')).toBe('neutral')
    expect(toneOf(MEDIA_CATEGORY, 'Podcasts')).toBe('neutral')
  })
})
