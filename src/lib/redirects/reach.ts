/**
 * What a redirect may take over and where it may lead, beyond what its addresses say alone
 * (addresses.ts): both need the database.
 *
 * - Its old address must resolve to nothing now. The site's own pages never may be taken over
 *   (addresses.ts refuses them); an address a route answers only while a document has it
 *   (/blog/{slug}) may, once no published document has it: the old slug of a renamed post.
 * - An address on another website leads anywhere only while the creator allows that website
 *   in the site settings (Settings → SEO → Redirects); the server skips the others.
 */
import type { CollectionSlug, PayloadRequest } from 'payload'

import { siteRouteOf } from '@/lib/routes/siteRoute'
import { externalHost } from './addresses'
import { collectionAddressedBy } from '@/collections/addresses'

const OWN_PAGE = (key: string) => `${key} is one of the site’s own pages and cannot be redirected.`

/** Why a redirect may not start at `key` (a parsed `from`) now, if it may not. */
export const takenAddress = async (req: PayloadRequest, key: string): Promise<string | undefined> => {
  let path: string
  try {
    path = decodeURIComponent(key)
  } catch {
    return undefined
  }
  const route = siteRouteOf(path)
  if (!route) return undefined
  if (route.fixed) return OWN_PAGE(key)
  const collection = collectionAddressedBy(route.pattern)
  // Paging, feeds and the like: the site's own, whatever the number or name in them.
  if (!collection) return OWN_PAGE(key)
  const slug = path.slice(path.lastIndexOf('/') + 1)
  const row = await req.payload.db.findOne<{ id: number; _status?: unknown }>({ collection: collection as CollectionSlug, where: { slug: { equals: slug } }, req })
  if (row && row._status !== 'draft') {
    return `${key} is the address of a published page. Give that page another address first, or choose another old address.`
  }
  return undefined
}

/** The websites redirects may lead to, read once per request. */
export const allowedHosts = async (req: PayloadRequest): Promise<ReadonlySet<string>> => {
  const cached = req.context.redirectHosts as ReadonlySet<string> | undefined
  if (cached) return cached
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const hosts = new Set((settings.redirects?.allowedHosts ?? []).map((row) => row.host).filter(Boolean))
  req.context.redirectHosts = hosts
  return hosts
}

export const HOST_NOT_ALLOWED = (host: string) =>
  `${host} is not among the websites redirects may lead to. Add it in Site settings → SEO → Redirects first.`

/** Why `destination` (a parsed one) may not be led to now, if it may not. */
export const closedDestination = async (req: PayloadRequest, destination: string): Promise<string | undefined> => {
  const host = externalHost(destination)
  if (host === null || (await allowedHosts(req)).has(host)) return undefined
  return HOST_NOT_ALLOWED(host)
}
