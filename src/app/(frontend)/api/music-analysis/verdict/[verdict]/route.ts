import { listMusicAnalysesByVerdict } from '@/lib/data/musicAnalyses'
import { readPage } from '@/lib/http/paging'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { decodeParam } from '@/lib/urlParam'

export const GET = route<{ verdict: string }>({ shared: true }, async ({ req, params }) => {
  const page = readPage(req.url)
  if (!page.ok) return page.response
  return json(await listMusicAnalysesByVerdict(decodeParam(params.verdict), page.page))
})
