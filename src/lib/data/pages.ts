/**
 * The site's CMS pages (about, resources, disclaimer, privacy, terms): one published page by
 * slug with its content as HTML, for the pages at /{slug}.
 */
import { payloadClient } from '@/lib/payload'
import { richTextToHtml } from './richText'
import { publishedAt } from './queries'
import { isSlug } from './slugs'

export type SitePage = { slug: string; title: string; description: string; content: string; updatedAt: string }

export const getPageBySlug = async (slug: string): Promise<SitePage | null> => {
  if (!isSlug(slug)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: publishedAt(slug),
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    slug: doc.slug,
    title: doc.title,
    description: doc.description ?? '',
    content: richTextToHtml(doc.content),
    updatedAt: doc.updatedAt,
  }
}
