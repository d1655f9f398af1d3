import { listPostsByCategory } from '@/lib/data/posts'
import { readPage } from '@/lib/http/paging'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route<{ slug: string }>({ shared: true }, async ({ req, params }) => {
  const page = readPage(req.url)
  if (!page.ok) return page.response
  const result = await listPostsByCategory(params.slug, page.page)
  if (!result) return notFound('Category not found')
  const { items, currentPage, totalPages } = result
  return json({ items, currentPage, totalPages })
})
