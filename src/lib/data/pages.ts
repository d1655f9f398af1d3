/**
 * The site's CMS pages (about, resources, disclaimer, privacy, terms): one published page by
 * slug with its content as HTML, for the pages at /{slug}.
 */
import { cachedRead, found } from './cache'
import { findPublishedBySlug } from './published'
import { richTextToHtml } from './richText'

export type SitePage = { slug: string; title: string; description: string; content: string; updatedAt: string }

export const getPageBySlug = cachedRead(
  'pages.bySlug',
  async (slug: string): Promise<SitePage | null> => {
    const doc = await findPublishedBySlug('pages', slug)
    if (!doc) return null
    return {
      slug: doc.slug,
      title: doc.title,
      description: doc.description ?? '',
      content: richTextToHtml(doc.content),
      updatedAt: doc.updatedAt,
    }
  },
  { keep: found },
)
