import { listPosts } from '@/collections/posts/data'
import { PAGE_QUERY, readPage } from '@/lib/http/paging'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { paged, postShape } from '@/lib/openapi/shapes'

export const GET = route(
  {
    shared: true,
    api: {
      summary: 'Published posts, newest first (9 per page)',
      tag: 'Posts',
      query: [PAGE_QUERY],
      ok: { status: 200, schema: paged(postShape) },
    },
  },
  async ({ payload, req }) => {
    const page = readPage(req.url)
    if (!page.ok) return page.response
    return json(await listPosts(payload, page.page))
  },
)
