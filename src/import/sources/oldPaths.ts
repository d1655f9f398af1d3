/**
 * The paths a document had on the old site, for redirects from its old addresses. Only paths
 * on the old site's own host count (a link to another site is not an old address of ours), and
 * only real paths: `/?p=123` is a query, which the numeric id already covers, and `/` is the
 * old home page, which must stay the new home page.
 */

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '')

/** The old site's address, or undefined when the export gives none that parses. */
export const siteAddress = (...candidates: (string | undefined)[]): URL | undefined => {
  for (const candidate of candidates) {
    try {
      if (candidate?.trim()) return new URL(candidate.trim())
    } catch {
      // Try the next one.
    }
  }
  return undefined
}

const pathOnOldSite = (address: string, site: URL | undefined): string | undefined => {
  const trimmed = address.trim()
  if (!trimmed) return undefined
  let url: URL
  try {
    url = new URL(trimmed, site ?? 'http://old-site.invalid')
  } catch {
    return undefined
  }
  const host = site ? bareHost(site.hostname) : 'old-site.invalid'
  if (bareHost(url.hostname) !== host) return undefined
  if (url.search || url.pathname === '/' || !url.pathname.startsWith('/')) return undefined
  return url.pathname
}

/** The distinct old paths among these addresses, in order. */
export const oldPathsOf = (addresses: string[], site: URL | undefined): string[] => [
  ...new Set(addresses.map((address) => pathOnOldSite(address, site)).filter((path): path is string => Boolean(path))),
]
