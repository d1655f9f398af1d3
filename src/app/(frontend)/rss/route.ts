import { payloadClient } from '@/lib/payload'
import { siteFeed } from '@/lib/seo/feedRoutes'

// Built once and kept like the pages: the publish hooks' revalidatePath('/', 'layout') tags
// every route under the root layout, this one included, so a publish rebuilds it. A query
// string does not reach a static route: `/rss?anything` is the same cached answer.
export const dynamic = 'force-static'

export const GET = siteFeed('rss', payloadClient)
