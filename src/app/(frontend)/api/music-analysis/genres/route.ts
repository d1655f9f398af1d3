import { listMusicGenres } from '@/lib/data/musicAnalyses'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route({ shared: true }, async () => json(await listMusicGenres()))
