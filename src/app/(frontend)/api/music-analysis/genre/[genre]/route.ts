import { listMusicAnalysesByGenre } from '@/lib/data/musicAnalyses'
import { readPage } from '@/lib/http/paging'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { decodeParam } from '@/lib/urlParam'

export const GET = route<{ genre: string }>({ shared: true }, async ({ req, params }) => {
  const page = readPage(req.url)
  if (!page.ok) return page.response
  return json(await listMusicAnalysesByGenre(decodeParam(params.genre), page.page))
})
