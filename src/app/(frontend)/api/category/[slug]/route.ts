import { getCategoryBySlug, listPostsInCategory } from '@/lib/data/cached'
import { readPage } from '@/lib/http/paging'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route<{ slug: string }>({}, async ({ req, params }) => {
  const page = readPage(req.url)
  if (!page.ok) return page.response
  const category = await getCategoryBySlug(params.slug)
  if (!category) return notFound('Category not found')
  return json(await listPostsInCategory(category.id, page.page))
})
