import { getLatestLyricsAnalysis } from '@/collections/lyrics-analyses/data'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { lyricsAnalysisShape } from '@/lib/openapi/shapes'

export const GET = route(
  {
    feature: 'lyricsAnalysis',
    shared: true,
    api: {
      summary: 'The newest lyrics analysis',
      tag: 'Lyrics analysis',
      ok: { status: 200, schema: lyricsAnalysisShape },
      answers: { 404: 'None published' },
    },
  },
  async ({ payload }) => {
    const latest = await getLatestLyricsAnalysis(payload)
    return latest ? json(latest) : notFound('No lyrics analysis has been published yet.')
  },
)
