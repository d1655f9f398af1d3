import { listPostsByCategory } from '@/collections/posts/data'
import { PAGE_QUERY, readPage } from '@/lib/http/paging'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { paged, postShape } from '@/lib/openapi/shapes'

export const GET = route<{ slug: string }>(
  {
    shared: true,
    api: {
      summary: 'Published posts of one category',
      tag: 'Posts',
      query: [PAGE_QUERY],
      ok: { status: 200, schema: paged(postShape) },
      answers: { 404: 'Unknown category' },
    },
  },
  async ({ payload, req, params }) => {
    const page = readPage(req.url)
    if (!page.ok) return page.response
    const result = await listPostsByCategory(payload, params.slug, page.page)
    if (!result) return notFound('Category not found')
    const { items, currentPage, totalPages } = result
    return json({ items, currentPage, totalPages })
  },
)
