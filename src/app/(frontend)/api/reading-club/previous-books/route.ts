import { listPreviousBooks } from '@/lib/data/cached'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route({ feature: 'readingClub' }, async () => json(await listPreviousBooks()))
