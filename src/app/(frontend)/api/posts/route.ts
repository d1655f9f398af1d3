import { listPosts } from '@/lib/data/posts'
import { readPage } from '@/lib/http/paging'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route({ shared: true }, async ({ req }) => {
  const page = readPage(req.url)
  if (!page.ok) return page.response
  return json(await listPosts(page.page))
})
