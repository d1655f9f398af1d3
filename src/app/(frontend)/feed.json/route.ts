import { payloadClient } from '@/lib/payload'
import { siteFeed } from '@/lib/seo/feedRoutes'

// Static and rebuilt on publish, as /rss (see its route).
export const dynamic = 'force-static'

export const GET = siteFeed('json', payloadClient)
