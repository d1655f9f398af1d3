import type { PayloadRequest } from 'payload'

import { REDIRECTS_CHANNEL } from '@/lib/redirects/table'
import { notify } from './notify'

/**
 * Tells every HTTP server to reload its redirects (src/server/redirects.ts), once the change
 * commits. `about` (a redirect's old address, or "site-settings") says what changed.
 */
export const notifyRedirectsChanged = (req: PayloadRequest, about: string): Promise<void> => notify(req.payload, REDIRECTS_CHANNEL, about, req)
