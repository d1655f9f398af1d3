import { listCategories } from '@/lib/data/categories'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route({ shared: true }, async () => json(await listCategories()))
