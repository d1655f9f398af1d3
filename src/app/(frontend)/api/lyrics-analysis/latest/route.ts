import { getLatestLyricsAnalysis } from '@/lib/data/cached'
import { featureOff } from '@/lib/http/feature'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route(async () => {
  const off = await featureOff('lyricsAnalysis')
  if (off) return off
  const latest = await getLatestLyricsAnalysis()
  return latest ? json(latest) : notFound('No lyrics analysis has been published yet.')
})
