import { listMusicAnalyses } from '@/collections/music-analyses/data'
import { PAGE_QUERY, readPage } from '@/lib/http/paging'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { musicAnalysisShape, paged } from '@/lib/openapi/shapes'

export const GET = route(
  {
    shared: true,
    api: {
      summary: 'Music analyses (12 per page)',
      tag: 'Music analysis',
      query: [PAGE_QUERY],
      ok: { status: 200, schema: paged(musicAnalysisShape) },
    },
  },
  async ({ payload, req }) => {
    const page = readPage(req.url)
    if (!page.ok) return page.response
    return json(await listMusicAnalyses(payload, page.page))
  },
)
