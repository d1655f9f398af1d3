/**
 * What a document gives to read for references, and the passages each of its pages cites: rich
 * text read whole across formatting and blocks, each passage once, a plan's days apart.
 */
import { describe, expect, it } from 'vitest'

import { readingPlanCitations } from '@/collections/reading-plans/citations'
import type { ReadingPlan } from '@/payload-types'
import { citableRichText, citingPages } from '@/search/citations'

const text = (value: string, format = 0) => ({ type: 'text', text: value, format, version: 1 })
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', version: 1, children })
const richText = (...children: unknown[]) => ({ root: { type: 'root', version: 1, children } })

const source = (url: string, body: string) => ({ url, title: `Title of ${url}`, publishedAt: null, text: body })

describe('rich text read for references', () => {
  it('reads a reference split across formatting whole, and keeps paragraphs apart', () => {
    const value = richText(paragraph(text('Read Romans 12:'), text('2', 1), text(' today.')), paragraph(text('Chapter 5 notes.')))
    expect(citableRichText(value)).toBe('Read Romans 12:2 today.\n\nChapter 5 notes.')
  })

  it('reads the text fields of the blocks in it', () => {
    const value = richText(paragraph(text('Before.')), { type: 'block', version: 1, fields: { id: '65f1a2', blockType: 'passage', reference: 'Ruth 1:16' } })
    const [page] = citingPages([source('/post', citableRichText(value))])
    expect(page.ranges).toEqual([{ book: 'Ruth', chapter: 1, verse: 16, endChapter: 1, endVerse: 16 }])
  })
})

describe('a document’s citing pages', () => {
  it('name each passage once, join what shares an address, and leave out pages citing nothing', () => {
    const pages = citingPages([
      source('/post', 'Romans 12:2, and again Rom. 12:2; then Gen 1.'),
      source('/post', 'Also John 3:16-18.'),
      source('/other', 'Nothing cited here: Mark my words.'),
    ])
    expect(pages).toEqual([
      {
        url: '/post',
        title: 'Title of /post',
        publishedAt: null,
        ranges: [
          { book: 'Rom', chapter: 12, verse: 2, endChapter: 12, endVerse: 2 },
          { book: 'Gen', chapter: 1, verse: null, endChapter: 1, endVerse: null },
          { book: 'John', chapter: 3, verse: 16, endChapter: 3, endVerse: 18 },
        ],
      },
    ])
  })

  it('list a reading plan’s description as the plan and each day at its anchor', () => {
    const plan = {
      title: 'A plan',
      slug: 'a-plan',
      description: 'Built around Psalm 23.',
      createdAt: '2026-01-01T00:00:00.000Z',
      days: [
        { day: 1, title: 'Rest', passages: ['Matthew 11:28-30'], description: null, reflectionQuestions: null },
        { day: 2, title: 'Work', passages: ['Colossians 3:23'], description: 'Compare Ecclesiastes 9:10.', reflectionQuestions: ['What of Proverbs 16:3?'] },
      ],
    } as unknown as ReadingPlan
    const pages = citingPages(readingPlanCitations(plan))
    expect(pages.map((p) => [p.url, p.title, p.ranges.map((r) => `${r.book} ${r.chapter}`)])).toEqual([
      ['/reading-plans/a-plan', 'A plan', ['Ps 23']],
      ['/reading-plans/a-plan#day-1', 'A plan, day 1: Rest', ['Matt 11']],
      ['/reading-plans/a-plan#day-2', 'A plan, day 2: Work', ['Col 3', 'Eccl 9', 'Prov 16']],
    ])
    expect(pages.every((p) => p.publishedAt === plan.createdAt)).toBe(true)
  })
})
