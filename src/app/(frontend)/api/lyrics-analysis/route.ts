import { listLyricsAnalyses } from '@/collections/lyrics-analyses/data'
import { PAGE_QUERY, readPage } from '@/lib/http/paging'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { lyricsAnalysisShape, paged } from '@/lib/openapi/shapes'

export const GET = route(
  {
    feature: 'lyricsAnalysis',
    shared: true,
    api: {
      summary: 'Lyrics analyses, newest first',
      tag: 'Lyrics analysis',
      query: [PAGE_QUERY],
      ok: { status: 200, schema: paged(lyricsAnalysisShape) },
    },
  },
  async ({ payload, req }) => {
    const page = readPage(req.url)
    if (!page.ok) return page.response
    return json(await listLyricsAnalyses(payload, page.page))
  },
)
