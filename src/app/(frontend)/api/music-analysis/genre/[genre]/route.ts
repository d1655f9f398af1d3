import { listMusicAnalysesByGenre } from '@/collections/music-analyses/data'
import { PAGE_QUERY, readPage } from '@/lib/http/paging'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { musicAnalysisShape, paged } from '@/lib/openapi/shapes'
import { decodeParam } from '@/lib/urlParam'

export const GET = route<{ genre: string }>(
  {
    shared: true,
    api: {
      summary: 'Music analyses in one genre (case-insensitive)',
      tag: 'Music analysis',
      query: [PAGE_QUERY],
      ok: { status: 200, schema: paged(musicAnalysisShape) },
    },
  },
  async ({ payload, req, params }) => {
    const page = readPage(req.url)
    if (!page.ok) return page.response
    return json(await listMusicAnalysesByGenre(payload, decodeParam(params.genre), page.page))
  },
)
