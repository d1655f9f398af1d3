import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getLyricsAnalysisBySlug } from '@/collections/lyrics-analyses/data'
import { lexicalFromBlocks } from '@/seed/lexical'
import { testPayload, unique } from '../../factories'
import { createLyricsAnalysis } from '../../factories/content'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

// Dated in the past so that files listing the newest analyses of the whole site never see these.
const PAST = '2001-01-01T00:00:00.000Z'

describe('getLyricsAnalysisBySlug', () => {
  it('gives a published analysis with its content as HTML, the text escaped', async () => {
    const analysis = await createLyricsAnalysis({
      publishedAt: PAST,
      verdict: 'Spiritually Compromising',
      content: lexicalFromBlocks([{ h2: 'The chorus' }, 'It sings <script>alert("x")</script> & more.']),
    })

    const found = await getLyricsAnalysisBySlug(payload, analysis.slug)
    expect(found).toMatchObject({
      id: analysis.id,
      slug: analysis.slug,
      title: analysis.title,
      verdict: 'Spiritually Compromising',
      quote: analysis.quote,
      summary: analysis.summary,
      date: analysis.publishedAt,
      readingTime: expect.any(Number),
    })
    expect(found!.content).toContain('The chorus</h2>')
    expect(found!.content).toContain('&lt;script&gt;')
    expect(found!.content).not.toContain('<script>')
  })

  it('answers null for an unknown slug and for a draft', async () => {
    const draft = await createLyricsAnalysis({ status: 'draft', publishedAt: PAST })
    expect(await getLyricsAnalysisBySlug(payload, unique('no-such-analysis').toLowerCase())).toBeNull()
    expect(await getLyricsAnalysisBySlug(payload, draft.slug)).toBeNull()
  })

  it('stops giving an analysis once it is unpublished', async () => {
    const analysis = await createLyricsAnalysis({ publishedAt: PAST })
    const payload = await testPayload()
    expect(await getLyricsAnalysisBySlug(payload, analysis.slug)).not.toBeNull()

    await payload.update({ collection: 'lyrics-analyses', id: analysis.id, data: { _status: 'draft' } })
    expect(await getLyricsAnalysisBySlug(payload, analysis.slug)).toBeNull()
  })
})
