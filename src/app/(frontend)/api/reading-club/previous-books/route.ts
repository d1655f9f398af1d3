import { listPreviousBooks } from '@/lib/data/books'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route({ feature: 'readingClub', shared: true }, async () => json(await listPreviousBooks()))
