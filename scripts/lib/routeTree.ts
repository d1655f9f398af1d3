/**
 * The addresses the site's App Router serves, read from the files under src/app the way Next
 * reads them: `(group)` and `@slot` folders add no segment, `_private` folders hold no routes
 * (`%5Fname` is a literal `_name`), a folder with `page` or `route` is an address, and the
 * metadata files (sitemap, robots, manifest, icons) answer at their own names. Written to
 * src/lib/routes/siteRoutes.ts, which the redirects read (a redirect may never take over one).
 */
import { readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const ROUTE_FILE = /^(page|route)\.(tsx?|jsx?|mdx)$/
const CODE = /\.(tsx?|jsx?)$/
/** Metadata files and the address each answers at (generated ones take the listed extension). */
const METADATA: [RegExp, (name: string) => string][] = [
  [/^sitemap\.(tsx?|jsx?|xml)$/, () => 'sitemap.xml'],
  [/^robots\.(tsx?|jsx?|txt)$/, () => 'robots.txt'],
  [/^manifest\.(tsx?|jsx?|json|webmanifest)$/, () => 'manifest.webmanifest'],
  [/^favicon\.ico$/, (name) => name],
  [/^(icon|apple-icon|opengraph-image|twitter-image)\d*\.(ico|jpe?g|png|gif|svg)$/, (name) => name],
  [/^(icon|apple-icon|opengraph-image|twitter-image)\d*\.(tsx?|jsx?)$/, (name) => name.replace(CODE, '')],
]

const segmentOf = (folder: string): string | null | undefined => {
  if (folder.startsWith('(') && folder.endsWith(')')) return null // a group: no segment
  if (folder.startsWith('@')) return null // a parallel route's slot
  if (folder.startsWith('_')) return undefined // private: not routed
  return decodeURIComponent(folder)
}

export type RouteTree = { patterns: string[]; handlerPrefixes: string[] }

/**
 * Every address pattern, and the top-level folders that hold route handlers only (the API,
 * a feed): the site answers anything under those itself, matched or not.
 */
export const routeTreeIn = (appDir: string): RouteTree => {
  const patterns = new Set<string>()
  const pages = new Set<string>()
  const handlers = new Set<string>()
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const segment = segmentOf(entry.name)
        if (segment === undefined) continue
        walk(path.join(dir, entry.name), segment === null ? segments : [...segments, segment])
        continue
      }
      if (ROUTE_FILE.test(entry.name)) {
        patterns.add(`/${segments.join('/')}`)
        ;(entry.name.startsWith('route.') ? handlers : pages).add(segments[0] ?? '')
      }
      for (const [file, address] of METADATA) if (file.test(entry.name)) patterns.add(`/${[...segments, address(entry.name)].join('/')}`)
    }
  }
  walk(appDir, [])
  return {
    patterns: [...patterns].sort(),
    handlerPrefixes: [...handlers].filter((first) => first && !pages.has(first) && !first.startsWith('[')).map((first) => `/${first}`).sort(),
  }
}

export const SITE_ROUTES_FILE = 'src/lib/routes/siteRoutes.ts'

const list = (items: readonly string[]) => items.map((item) => `  ${JSON.stringify(item)},`).join('\n')

export const siteRoutesSource = ({ patterns, handlerPrefixes }: RouteTree) =>
  `// Generated from src/app by scripts/lib/routeTree.ts (npm run dev and npm run build write it): do not edit.

/** Every address pattern of the App Router. */
export const SITE_ROUTES = [
${list(patterns)}
] as const

/** Top-level folders of route handlers only: everything under them is the site's. */
export const HANDLER_PREFIXES = [
${list(handlerPrefixes)}
] as const
`

/** Writes the lists for the tree under `root`. */
export const writeSiteRoutes = (root: string): void => {
  writeFileSync(path.join(root, SITE_ROUTES_FILE), siteRoutesSource(routeTreeIn(path.join(root, 'src/app'))))
}
