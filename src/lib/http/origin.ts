import { serverUrl } from '@/lib/serverUrl'
import { forbidden } from './responses'

/**
 * Cross-site request forgery guard for cookie-authenticated mutations: a browser always
 * sends Origin on POST/DELETE, and it must be this site. Requests without Origin (curl,
 * server-to-server) carry no victim's cookies and pass, unless the browser marks them
 * cross-site.
 */
export const checkOrigin = (req: Request): Response | null => {
  const origin = req.headers.get('origin')
  if (origin) {
    return origin === new URL(serverUrl()).origin ? null : forbidden('Cross-site request refused.')
  }
  const site = req.headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') return forbidden('Cross-site request refused.')
  return null
}
