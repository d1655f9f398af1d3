import { listMusicAnalysesByVerdict } from '@/lib/data/cached'
import { readPage } from '@/lib/http/paging'
import { json } from '@/lib/http/responses'
import { params, route } from '@/lib/http/route'
import { decodeParam } from '@/lib/urlParam'

type Context = { params: Promise<{ verdict: string }> }

export const GET = route(async (req, context: Context) => {
  const page = readPage(req.url)
  if (!page.ok) return page.response
  const verdict = decodeParam((await params(context)).verdict)
  return json(await listMusicAnalysesByVerdict(verdict, page.page))
})
