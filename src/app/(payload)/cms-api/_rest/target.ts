import type { SanitizedCollectionConfig, SanitizedConfig, SanitizedGlobalConfig } from 'payload'

/** What a /cms-api address names, read the way Payload's router reads it. */
export type RestTarget = {
  collection?: SanitizedCollectionConfig
  global?: SanitizedGlobalConfig
  /** The decoded segments after the collection or global slug, e.g. ['versions', '12']. */
  rest: string[]
}

/**
 * null when a segment is not percent-encoded UTF-8 ("%FF", or the overlong "%C0%AE" for "."):
 * Payload would pass the raw text on as an id and fail in the database.
 */
export const restTarget = (config: SanitizedConfig, url: URL): RestTarget | null => {
  const segments: string[] = []
  for (const segment of url.pathname.slice(config.routes.api.length).split('/').filter(Boolean)) {
    try {
      segments.push(decodeURIComponent(segment))
    } catch {
      return null
    }
  }
  if (segments[0] === 'globals') {
    const global = config.globals.find((g) => g.slug === segments[1])
    return global ? { global, rest: segments.slice(2) } : { rest: segments }
  }
  const collection = config.collections.find((c) => c.slug === segments[0])
  return collection ? { collection, rest: segments.slice(1) } : { rest: segments }
}

/** A stored file (`/cms-api/uploads/file/<name>`), served as is rather than as JSON. */
const isUploadFile = (target: RestTarget | null) => Boolean(target?.collection?.upload) && target?.rest[0] === 'file'

/** Upload collections whose files anyone may read: the site's images. */
const PUBLIC_FILES = new Set(['uploads'])

/**
 * Upload collections whose files anyone may read once released: the podcast's audio (which
 * podcast apps fetch) once its episode is out. What a visitor is served is released, so any
 * cache may keep it; the staff may be served a file that is not out yet, which none may.
 */
const RELEASED_FILES = new Set(['episode-audio'])

/** Whether the request names someone: Payload's session cookie, or a token or key in `Authorization`. */
const credentialed = (request: Request, cookiePrefix: string) =>
  request.headers.has('authorization') || (request.headers.get('cookie') ?? '').split(';').some((c) => c.trim().startsWith(`${cookiePrefix}-token=`))

/** Whether the address serves a stored file, and whether it is one any cache may keep. */
export const fileKind = (target: RestTarget | null, request: Request, cookiePrefix: string): 'public' | 'restricted' | undefined => {
  if (!isUploadFile(target)) return undefined
  const slug = target!.collection!.slug
  if (PUBLIC_FILES.has(slug)) return 'public'
  return RELEASED_FILES.has(slug) && !credentialed(request, cookiePrefix) ? 'public' : 'restricted'
}

/** Routes Payload has but this site does not: answered 404 instead of a 500 or a stray 400. */
export const absentRoute = ({ collection, global, rest }: RestTarget): string | undefined => {
  const entity = collection ?? global
  // Payload routes /versions for every collection and global; without versions it fails in the database.
  if (entity && rest[0] === 'versions' && !entity.versions) return `${entity.slug} keeps no versions.`
  // The admin's Open Graph image renderer; switched off (admin.meta.defaultOGImageType) and unused.
  if (!entity && rest[0] === 'og') return 'Not found'
  return undefined
}
