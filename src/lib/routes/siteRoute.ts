/**
 * Which of the site's own routes answers a path, read from the route tree (siteRoutes.ts,
 * generated from src/app). No Payload here: the HTTP server imports it.
 */
import { HANDLER_PREFIXES, SITE_ROUTES } from './siteRoutes'

/** Next's own assets and image optimizer, outside the route tree. */
const FRAMEWORK_PREFIXES = ['/_next']

export type SiteRoute = {
  pattern: string
  /** Answers whatever the path holds (no segment stands for a document that may not exist). */
  fixed: boolean
}

const isDynamic = (segment: string) => segment.startsWith('[')
const isCatchAll = (segment: string) => segment.startsWith('[...') || segment.startsWith('[[...')

const splitPath = (path: string) => path.split('/').filter(Boolean)

/** The patterns' segments, tried in Next's order: static segments before dynamic ones before catch-alls. */
const ROUTES = SITE_ROUTES.map((pattern) => ({ pattern, segments: splitPath(pattern) })).sort((a, b) => {
  const rank = (segment: string | undefined) => (segment === undefined ? 3 : isCatchAll(segment) ? 2 : isDynamic(segment) ? 1 : 0)
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
    const difference = rank(a.segments[i]) - rank(b.segments[i])
    if (difference) return difference
  }
  return 0
})

const matches = (pattern: string[], path: string[]): boolean => {
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i]
    if (isCatchAll(segment)) return segment.startsWith('[[') || path.length > i
    if (i >= path.length) return false
    if (!isDynamic(segment) && segment !== path[i]) return false
  }
  return pattern.length === path.length
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/**
 * The route that answers `path` (a decoded path, e.g. '/blog/old-title'), or undefined when no
 * route would: then only a document-less 404 answers it.
 */
export const siteRouteOf = (path: string): SiteRoute | undefined => {
  const owner = [...FRAMEWORK_PREFIXES, ...HANDLER_PREFIXES].find((prefix) => under(path, prefix))
  if (owner) return { pattern: `${owner}/…`, fixed: true }
  const segments = splitPath(path)
  const route = ROUTES.find((candidate) => matches(candidate.segments, segments))
  if (!route) return undefined
  return { pattern: route.pattern, fixed: route.segments.every((segment) => !isDynamic(segment) || isCatchAll(segment)) }
}
