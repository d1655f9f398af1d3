import { getMusicAnalysisBySlug } from '@/lib/data/cached'
import { json, notFound } from '@/lib/http/responses'
import { params, route } from '@/lib/http/route'

type Context = { params: Promise<{ slug: string }> }

export const GET = route(async (_req, context: Context) => {
  const analysis = await getMusicAnalysisBySlug((await params(context)).slug)
  return analysis ? json(analysis) : notFound('Analysis not found')
})
