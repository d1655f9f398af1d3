import { searchContent } from '@/lib/data/search'
import { fieldErrors } from '@/lib/http/body'
import { readPage } from '@/lib/http/paging'
import { badRequest, json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { searchSchema } from '@/lib/validation/search'

export const GET = route({ feature: 'search', shared: true }, async ({ req }) => {
  const url = new URL(req.url)
  const input = searchSchema.safeParse({ q: url.searchParams.get('q') ?? '' })
  if (!input.success) return badRequest(fieldErrors(input.error))
  const paging = readPage(url)
  if (!paging.ok) return paging.response
  return json(await searchContent(input.data.q, paging.page))
})
