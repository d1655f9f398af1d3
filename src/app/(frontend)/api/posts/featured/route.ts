import { getFeaturedPosts } from '@/lib/data/posts'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route({}, async () => json(await getFeaturedPosts()))
