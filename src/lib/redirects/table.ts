/**
 * The redirects as the HTTP server holds them: one map from a path's key to where it leads,
 * built from the rows of one query (src/lib/db/redirectsListener.ts) and consulted for every GET
 * and HEAD without touching the database (src/server/redirects.ts keeps it fresh,
 * src/server/main.ts answers from it).
 */
import { destinationKey, externalHost, parseDestination, parseFrom, pathKey, withQuery } from './addresses'

/** The PostgreSQL channel the redirects collection's hooks NOTIFY after every change. */
export const REDIRECTS_CHANNEL = 'redirects_changed'

/** A redirect as the server reads it (src/lib/db/redirectsListener.ts). */
export type RedirectRow = { from: string; destination: string | null }

export type RedirectTable = ReadonlyMap<string, string>

const queryOf = (destination: string) => {
  const at = destination.indexOf('?')
  return at === -1 ? '' : destination.slice(at).split('#', 1)[0]
}

/**
 * The map, chains followed to their end (a → b, b → c answers a → c in one hop, each hop's
 * query kept) and circles left out. Rows the hooks would refuse now are skipped, whatever wrote
 * them and whenever: nothing unchecked reaches a Location header, no redirect takes over one of
 * the site's own pages, and none leads to a website the creator has not allowed (`allowedHosts`).
 */
export const buildRedirectTable = (rows: readonly RedirectRow[], allowedHosts: ReadonlySet<string> = new Set()): RedirectTable => {
  const direct = new Map<string, string>()
  for (const row of rows) {
    const from = parseFrom(row.from)
    const to = parseDestination(row.destination)
    if (!from.ok || !to.ok || destinationKey(to.value) === from.value) continue
    const host = externalHost(to.value)
    if (host === null || allowedHosts.has(host)) direct.set(from.value, to.value)
  }
  const table = new Map<string, string>()
  for (const [from, first] of direct) {
    const seen = new Set([from])
    let destination = first
    let key = destinationKey(destination)
    while (key !== null && direct.has(key) && !seen.has(key)) {
      seen.add(key)
      destination = withQuery(direct.get(key)!, queryOf(destination))
      key = destinationKey(destination)
    }
    // A chain that comes back to an address already on it would never end.
    if (key === null || !seen.has(key)) table.set(from, destination)
  }
  return table
}

/** The key an old WordPress number is held under (no path key starts with '?'). */
const numberKey = (id: number | string) => `?p=${id}`

/**
 * The table with the old WordPress numbers of imported documents added: `/?p=123` and
 * `/?page_id=123` lead where the document is now (`destination` of each).
 */
export const withOldNumbers = (table: RedirectTable, numbered: readonly { numericId: number; destination: string }[]): RedirectTable => {
  if (numbered.length === 0) return table
  const all = new Map(table)
  for (const { numericId, destination } of numbered) all.set(numberKey(numericId), destination)
  return all
}

const OLD_NUMBER = /^\?(?:.*&)?(?:p|page_id)=(\d{1,10})(?:&|$)/

/**
 * Where a request should be sent instead, or null to let the site answer: GET and HEAD only,
 * never one of the site's own pages. The query string goes along to a page of this site (a
 * campaign tag on an old link still counts), never to another website: it may carry a token.
 */
export const redirectFor = (table: RedirectTable, method: string | undefined, url: string | undefined): string | null => {
  if (table.size === 0 || (method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/') || url.startsWith('//')) return null
  const queryAt = url.indexOf('?')
  const key = pathKey(queryAt === -1 ? url : url.slice(0, queryAt))
  // (The table holds no address of the site's own pages: buildRedirectTable leaves them out.)
  if (key === '/' && queryAt !== -1) {
    // An old WordPress address by number: its document's page, without the query that named it.
    const number = OLD_NUMBER.exec(url.slice(queryAt))
    return number ? (table.get(numberKey(Number(number[1]))) ?? null) : null
  }
  const destination = table.get(key)
  if (destination === undefined) return null
  return externalHost(destination) === null ? withQuery(destination, queryAt === -1 ? '' : url.slice(queryAt)) : destination
}
