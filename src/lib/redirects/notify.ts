import type { PayloadRequest } from 'payload'

import { notify } from '@/lib/db/notify'
import { REDIRECTS_CHANNEL } from './table'

/**
 * Tells every HTTP server to reload its redirects (src/server/redirects.ts), once the change
 * commits. `about` (a redirect's old address, or "site-settings") says what changed.
 */
export const notifyRedirectsChanged = (req: PayloadRequest, about: string) => notify(req.payload, REDIRECTS_CHANNEL, about, req)
