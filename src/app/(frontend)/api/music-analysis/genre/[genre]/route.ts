import { listMusicAnalysesByGenre } from '@/lib/data/cached'
import { readPage } from '@/lib/http/paging'
import { json } from '@/lib/http/responses'
import { params, route } from '@/lib/http/route'
import { decodeParam } from '@/lib/urlParam'

type Context = { params: Promise<{ genre: string }> }

export const GET = route(async (req, context: Context) => {
  const page = readPage(req.url)
  if (!page.ok) return page.response
  const genre = decodeParam((await params(context)).genre)
  return json(await listMusicAnalysesByGenre(genre, page.page))
})
