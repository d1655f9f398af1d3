import { getMusicAnalysisBySlug } from '@/collections/music-analyses/data'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { musicAnalysisShape } from '@/lib/openapi/shapes'

export const GET = route<{ slug: string }>(
  {
    shared: true,
    api: {
      summary: 'One music analysis',
      tag: 'Music analysis',
      ok: { status: 200, schema: musicAnalysisShape },
      answers: { 404: 'Analysis not found' },
    },
  },
  async ({ payload, params }) => {
    const analysis = await getMusicAnalysisBySlug(payload, params.slug)
    return analysis ? json(analysis) : notFound('Analysis not found')
  },
)
