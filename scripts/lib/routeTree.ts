/**
 * The addresses the site's App Router serves, read from the files under src/app the way Next
 * reads them: `(group)` and `@slot` folders add no segment, `_private` folders hold no routes
 * (`%5Fname` is a literal `_name`), a folder with `page` or `route` is an address, and the
 * metadata files (sitemap, robots, manifest, icons) answer at their own names. Written to
 * src/lib/routes/siteRoutes.ts, which the redirects read (a redirect may never take over one),
 * and, for the route handlers under /api, to the list of modules the OpenAPI document is built
 * from (API_ROUTES_FILE).
 */
import { readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { HOME_PAGE_ROUTE } from '../../src/lib/routes/homePage'

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

/** A route handler module: its address pattern and its file, relative to src/app. */
type RouteHandlerFile = { pattern: string; file: string }

export type RouteTree = { patterns: string[]; handlerPrefixes: string[]; handlerFiles: RouteHandlerFile[] }

/**
 * Every address pattern, and the top-level folders that hold route handlers only (the API,
 * a feed): the site answers anything under those itself, matched or not.
 */
export const routeTreeIn = (appDir: string): RouteTree => {
  const patterns = new Set<string>()
  const pages = new Set<string>()
  const handlers = new Set<string>()
  const handlerFiles: RouteHandlerFile[] = []
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
        if (entry.name.startsWith('route.')) {
          handlerFiles.push({ pattern: `/${segments.join('/')}`, file: path.relative(appDir, path.join(dir, entry.name)).split(path.sep).join('/') })
        }
      }
      for (const [file, address] of METADATA) if (file.test(entry.name)) patterns.add(`/${[...segments, address(entry.name)].join('/')}`)
    }
  }
  walk(appDir, [])
  // The home page's folder answers `/` too (next.config.ts rewrites it there).
  if (patterns.has(HOME_PAGE_ROUTE)) patterns.add('/')
  return {
    patterns: [...patterns].sort(),
    handlerPrefixes: [...handlers].filter((first) => first && !pages.has(first) && !first.startsWith('[')).map((first) => `/${first}`).sort(),
    handlerFiles: handlerFiles.sort((a, b) => (a.pattern < b.pattern ? -1 : a.pattern > b.pattern ? 1 : 0)),
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

/**
 * The /api route modules, for the OpenAPI document. It lives beside the openapi.json route, the
 * one module that imports it (the shape check refuses any other), which it leaves out of the
 * list: that route cannot import itself.
 */
export const API_ROUTES_FILE = 'src/app/(frontend)/api/openapi.json/apiRoutes.ts'

const API_PATTERN = /^\/api(\/|$)/

/** `/api/auth/[provider]/callback` → `authProviderCallback`. */
const importName = (pattern: string) =>
  pattern
    .replace(API_PATTERN, '')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : word[0].toUpperCase() + word.slice(1)))
    .join('') || 'api'

export const apiRoutesSource = ({ handlerFiles }: RouteTree) => {
  const reader = path.posix.relative('src/app', path.posix.dirname(API_ROUTES_FILE))
  const modules = handlerFiles
    .filter(({ pattern, file }) => API_PATTERN.test(pattern) && path.posix.dirname(file) !== reader)
    .map(({ pattern, file }) => ({ pattern, name: `${importName(pattern)}Route`, from: `@/app/${file.replace(CODE, '')}` }))
  const names = modules.map(({ name }) => name)
  const twice = names.find((name, i) => names.indexOf(name) !== i)
  if (twice) throw new Error(`Two /api routes would be imported as ${twice}: rename one, or teach importName to tell them apart`)
  return `// Generated from src/app by scripts/lib/routeTree.ts (npm run dev and npm run build write it): do not edit.
${modules.map(({ name, from }) => `import * as ${name} from ${JSON.stringify(from)}`).join('\n')}

/** Every route module under /api but ./route.ts (which reads this list), with its address pattern. */
export const API_ROUTES = [
${modules.map(({ pattern, name }) => `  { pattern: ${JSON.stringify(pattern)}, module: ${name} },`).join('\n')}
]
`
}

/** Writes the generated lists for the tree under `root`. */
export const writeRouteLists = (root: string): void => {
  const tree = routeTreeIn(path.join(root, 'src/app'))
  writeFileSync(path.join(root, SITE_ROUTES_FILE), siteRoutesSource(tree))
  writeFileSync(path.join(root, API_ROUTES_FILE), apiRoutesSource(tree))
}
