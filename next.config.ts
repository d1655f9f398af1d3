import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { compileHints } from './src/server/compileHints'
import { FILTERED_LISTS, FILTERED_SEGMENT } from './src/lib/filteredLists'
import { HOME_PAGE_ROUTE } from './src/lib/routes/homePage'
import { VERSE_RANGE } from './src/scripture/verseRange'

const nextConfig: NextConfig = {
  // The production image (Dockerfile) ships .next/standalone: the server's own files and only
  // the node_modules files they load, traced at build time.
  output: 'standalone',
  // No ETag on pages: Next makes one by hashing the whole page in JavaScript on every request,
  // cached or not (7 % of the server's time under load on a 84 KB list page). Pages are kept
  // briefly by whatever sits in front (s-maxage), and a fresh copy is a few KB gzipped.
  generateEtags: false,
  // The app's server compresses instead, and a cached page only once (src/server/compression.ts).
  compress: false,
  images: {
    // Uploaded images are served by Payload's file route under /cms-api. `search: ''` refuses
    // any query string on the source URL: otherwise every made-up `?x=` would be converted and
    // stored as a new file in the image cache.
    localPatterns: [{ pathname: '/cms-api/uploads/file/**', search: '' }],
    // Our largest stored size is the 1600 px hero: wider variants would only upscale, and every
    // listed width adds a URL to each image's srcset in every page's HTML.
    deviceSizes: [640, 828, 1200, 1600],
    imageSizes: [96, 192, 384],
    // The converted images on disk are evicted least-recently-used past this size.
    maximumDiskCacheSize: 256 * 1024 * 1024,
  },
  // Pages and cached reads go through src/server/cacheHandler.cjs: the file-system cache,
  // minus anything a stranger's made-up URL would add (not-found answers).
  cacheHandler: fileURLToPath(new URL('./src/server/cacheHandler.cjs', import.meta.url)),
  poweredByHeader: false,
  // Source maps of the browser scripts, for `npm run lighthouse` to tell the framework's bytes
  // from the site's. `npm run build` moves them out of what is served (src/server/staticAssets.ts).
  productionBrowserSourceMaps: true,
  // `npm test` type-checks the whole project (tsc) before it builds: its build need not again.
  typescript: { ignoreBuildErrors: process.env.BUILD_ALREADY_TYPECHECKED === '1' },
  // src/app/global-not-found.tsx: the site's not-found page for every missing address, rendered
  // whole on the server (the site's layout lives in a route group, so there is no root layout).
  experimental: { globalNotFound: true },
  // The scripts every public page runs on load are compiled as they arrive, off the main thread.
  webpack: compileHints,
  // One copy of Payload for the whole server. Bundled, the admin pages and the route handlers
  // each get their own copy, and an error class thrown by a collection hook (defined with the
  // config, in whichever copy started first) is not recognised by the other copy's error
  // formatting: its message and data (a 429's wait) came out as "An unknown error occurred.".
  serverExternalPackages: ['payload'],
  // The first page of any paged list is the list's own address (one URL per page), answered
  // by the router before the page renders: a redirect thrown while rendering went out with two
  // Location headers.
  async redirects() {
    return [{ source: '/:list+/page/1', destination: '/:list+', permanent: true }]
  },
  // A list opened with filters in its address renders from them (src/lib/filteredLists.ts); a
  // chapter opened from a reference (`?v=16-18`) is its own cached page with the verses marked.
  // The home page is served from its own folder (src/lib/routes/homePage.ts says why).
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/', destination: HOME_PAGE_ROUTE },
        ...Object.entries(FILTERED_LISTS).flatMap(([path, keys]) =>
          keys.map((key) => ({ source: path, has: [{ type: 'query' as const, key }], destination: `${path}/${FILTERED_SEGMENT}` })),
        ),
        {
          source: '/scripture/:book/:chapter',
          has: [{ type: 'query' as const, key: 'v', value: `(?<range>${VERSE_RANGE})` }],
          destination: '/scripture/:book/:chapter/_verses/:range',
        },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
}

const withAdmin = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every browser for the colour-scheme client hint (`Accept-CH`, `Critical-CH` and
 * their `Vary`) on every path, for its admin's theme. Only the admin reads it: on public pages it
 * makes Chromium send each first request twice and would split the page cache by a header, so
 * those headers are kept to /admin.
 */
const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch'])
const clientHintsOnlyForAdmin: NextConfig['headers'] = async () => {
  const rules = (await withAdmin.headers?.()) ?? []
  return rules.flatMap((rule) => {
    const hints = rule.headers.filter((h) => CLIENT_HINT_HEADERS.has(h.key.toLowerCase()) || (h.key.toLowerCase() === 'vary' && /sec-ch-/i.test(h.value)))
    if (!hints.length || rule.source !== '/:path*') return [rule]
    const rest = rule.headers.filter((h) => !hints.includes(h))
    return [...(rest.length ? [{ ...rule, headers: rest }] : []), { ...rule, source: '/admin/:path*', headers: hints }]
  })
}

export default { ...withAdmin, headers: clientHintsOnlyForAdmin } satisfies NextConfig
