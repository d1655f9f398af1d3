import type { MetadataRoute } from 'next'

import { listSitemapEntries } from '@/lib/data/sitemap'
import { payloadClient } from '@/lib/payload'
import { absoluteUrl } from '@/lib/seo/urls'

// Static like the pages and rebuilt by the same publish hooks (revalidatePath('/', 'layout')
// reaches every route under the root layout, /sitemap.xml included).
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const payload = await payloadClient()
  const entries = await listSitemapEntries(payload)
  return entries.map((entry) => ({ url: absoluteUrl(entry.path), lastModified: entry.lastModified }))
}
