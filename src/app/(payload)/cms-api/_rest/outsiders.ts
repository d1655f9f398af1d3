import type { RestTarget } from './target'

/**
 * /cms-api is the staff's tool: members and visitors use the site's own routes under /api.
 * Anyone who is not an editor or the creator reaches only what is named here; every other
 * address (including any endpoint a later Payload version adds) answers 401 or 403 before
 * Payload sees the request. What is open, and why:
 * - the stored files of upload collections (the site's images are served from them; Payload
 *   still applies the collection's read rule to each file);
 * - the admin panel's own sign-in calls, which run before anyone is known to be staff: sign in
 *   and out, who am I, keep the session, forgotten and reset password, and the first account
 *   while no admin exists (Payload refuses `first-register` once one does).
 */
const USERS_OPEN: Record<string, readonly string[]> = {
  GET: ['me', 'init'],
  POST: ['login', 'logout', 'refresh-token', 'forgot-password', 'reset-password', 'first-register'],
}

/** Payload's switch that turns a POST into a GET with the query in its body: the staff's only. */
const METHOD_OVERRIDES = ['x-payload-http-method-override', 'x-http-method-override']

export const openToOutsiders = (request: Request, target: RestTarget): boolean => {
  if (METHOD_OVERRIDES.some((name) => request.headers.has(name))) return false
  const { collection, global, rest } = target
  if (!collection || global) return false
  const method = request.method === 'HEAD' ? 'GET' : request.method
  if (collection.upload && method === 'GET') return rest.length === 2 && rest[0] === 'file'
  if (collection.slug === 'users' && rest.length === 1) return USERS_OPEN[method]?.includes(rest[0]) ?? false
  return false
}
