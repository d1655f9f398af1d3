import { payloadClient } from '@/lib/payload'
import { categoryFeed } from '@/lib/seo/feedRoutes'

// Rendered on a category's first request, then kept and rebuilt on publish like the category's
// page. An unknown category answers 404, which the cache never stores (src/server/cacheHandler.cjs),
// so made-up slugs leave nothing behind; a query string never reaches a static route.
export const dynamic = 'force-static'
export const dynamicParams = true
export const generateStaticParams = async (): Promise<{ slug: string }[]> => []

export const GET = categoryFeed('atom', payloadClient)
