/**
 * One address for each kind of public page the site has, found on the running site the way a
 * reader finds them (the first link of each list), for the tools that measure every page type
 * (`npm run lighthouse`). `indexed: false` marks the pages rightly kept out of search engines.
 */
export type PageType = { name: string; path: string; indexed: boolean }

/** The first address in `listPath`'s HTML that matches `pattern` (its first group), or null. */
const firstLink = async (base: string, listPath: string, pattern: RegExp): Promise<string | null> => {
  const res = await fetch(base + listPath).catch(() => null)
  if (!res?.ok) return null
  return pattern.exec(await res.text())?.[1] ?? null
}

/** The first address in the sitemap under `prefix` (`/tag/`), as a path. */
const fromSitemap = async (base: string, prefix: string): Promise<string | null> => {
  const res = await fetch(`${base}/sitemap.xml`).catch(() => null)
  if (!res?.ok) return null
  const paths = [...(await res.text()).matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1])
  return paths.find((p) => p.startsWith(prefix) && /^\/[a-z-]+\/[a-z0-9-]+$/.test(p)) ?? null
}

/** A detail page linked from a list: `/organizations` → `/organizations/{slug}`, never a paged or filtered address. */
const detailOf = (base: string, list: string) => firstLink(base, list, new RegExp(`href="(${list}/(?!page/|_)[a-z0-9-]+)"`))

export const findPageTypes = async (base: string): Promise<{ found: PageType[]; missing: string[] }> => {
  const fixed: PageType[] = [
    { name: 'home', path: '/', indexed: true },
    { name: 'blog', path: '/blog', indexed: true },
    { name: 'search results', path: '/search?q=grace', indexed: false },
    { name: 'organizations', path: '/organizations', indexed: true },
    { name: 'lyrics', path: '/lyrics-analysis', indexed: true },
    { name: 'music', path: '/music-analysis', indexed: true },
    { name: 'media', path: '/media', indexed: true },
    { name: 'reading club', path: '/reading-club', indexed: true },
    { name: 'reading plans', path: '/reading-plans', indexed: true },
    { name: 'playlists', path: '/playlists', indexed: true },
    { name: 'podcast', path: '/podcast', indexed: true },
    { name: 'scripture', path: '/scripture', indexed: true },
    { name: 'passage', path: '/scripture/john/3', indexed: true },
    { name: 'donate', path: '/donate', indexed: true },
    { name: 'contact', path: '/contact', indexed: true },
    { name: 'about', path: '/about', indexed: true },
    { name: 'login', path: '/login', indexed: false },
  ]
  const post = await detailOf(base, '/blog')
  const linked: [string, Promise<string | null>][] = [
    ['post', Promise.resolve(post)],
    // Not every post has tags or a writer: the sitemap lists every tag, category and writer page.
    ['category', fromSitemap(base, '/category/')],
    ['tag', fromSitemap(base, '/tag/')],
    ['author', fromSitemap(base, '/author/')],
    ['organization', detailOf(base, '/organizations')],
    ['lyrics analysis', detailOf(base, '/lyrics-analysis')],
    ['music analysis', detailOf(base, '/music-analysis')],
    ['media item', detailOf(base, '/media')],
    ['reading plan', detailOf(base, '/reading-plans')],
    ['playlist', detailOf(base, '/playlists')],
    ['episode', firstLink(base, '/podcast', /href="(\/podcast\/(?!feed)[a-z0-9-]+)"/)],
  ]
  const found = [...fixed]
  const missing: string[] = []
  for (const [name, path] of linked) {
    const resolved = await path
    if (resolved) found.push({ name, path: resolved, indexed: true })
    else missing.push(name)
  }
  return { found, missing }
}
