import { serverUrl } from '@/lib/serverUrl'
import { forbidden } from './responses'

/** The configured site, or the host the browser itself addressed (e.g. 127.0.0.1 vs localhost). */
const sameSite = (origin: string, req: Request) => {
  if (origin === new URL(serverUrl()).origin) return true
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host')
  try {
    return host !== null && new URL(origin).host === host
  } catch {
    return false
  }
}

/**
 * Cross-site request forgery guard for cookie-authenticated mutations: a browser always
 * sends Origin on POST/DELETE, and it must be this site. Requests without Origin (curl,
 * server-to-server) carry no victim's cookies and pass, unless the browser marks them
 * cross-site.
 */
export const checkOrigin = (req: Request): Response | null => {
  const origin = req.headers.get('origin')
  if (origin) {
    return sameSite(origin, req) ? null : forbidden('Cross-site request refused.')
  }
  const site = req.headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') return forbidden('Cross-site request refused.')
  return null
}
