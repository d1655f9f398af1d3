import { getCategoryBySlug, listPostsInCategory } from '@/lib/data/cached'
import { readPage } from '@/lib/http/paging'
import { json, notFound } from '@/lib/http/responses'
import { params, route } from '@/lib/http/route'

type Context = { params: Promise<{ slug: string }> }

export const GET = route(async (req, context: Context) => {
  const page = readPage(req.url)
  if (!page.ok) return page.response
  const category = await getCategoryBySlug((await params(context)).slug)
  if (!category) return notFound('Category not found')
  return json(await listPostsInCategory(category.id, page.page))
})
