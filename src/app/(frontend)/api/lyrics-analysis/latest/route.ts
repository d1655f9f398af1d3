import { getLatestLyricsAnalysis } from '@/lib/data/lyricsAnalyses'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route({ feature: 'lyricsAnalysis', shared: true }, async () => {
  const latest = await getLatestLyricsAnalysis()
  return latest ? json(latest) : notFound('No lyrics analysis has been published yet.')
})
