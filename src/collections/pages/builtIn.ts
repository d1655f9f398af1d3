/**
 * Which addresses a page may take. The site's own pages (about, privacy, …) have routes of their
 * own; every other top-level address a route answers (/blog, /search, /api, …) belongs to the
 * site, so a page may not take it. What is left is answered by /{slug} (src/app/(frontend)/[slug]).
 */
import { siteRouteOf } from '@/lib/routes/siteRoute'

const PAGE_ROUTE = '/[slug]'

/** Whether `slug` names a page with a route of its own (about, privacy, terms, …). */
export const builtInPage = (slug: unknown): boolean =>
  typeof slug === 'string' && slug !== '' && siteRouteOf(`/${slug}`)?.pattern === `/${slug}`

/** Whether /{slug} is answered by the site itself rather than by a page the creator makes. */
export const siteOwnsAddress = (slug: string): boolean => {
  const route = siteRouteOf(`/${slug}`)
  return route !== undefined && route.pattern !== PAGE_ROUTE && !builtInPage(slug)
}
