import { getMusicAnalysisBySlug } from '@/lib/data/musicAnalyses'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route<{ slug: string }>({ shared: true }, async ({ params }) => {
  const analysis = await getMusicAnalysisBySlug(params.slug)
  return analysis ? json(analysis) : notFound('Analysis not found')
})
