import { listLyricsAnalyses } from '@/lib/data/cached'
import { featureOff } from '@/lib/http/feature'
import { readPage } from '@/lib/http/paging'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route(async (req) => {
  const off = await featureOff('lyricsAnalysis')
  if (off) return off
  const page = readPage(req.url)
  if (!page.ok) return page.response
  return json(await listLyricsAnalyses(page.page))
})
