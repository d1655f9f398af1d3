'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

// The page's origin never changes: nothing to subscribe to; unknown while rendering on the server.
const unchanging = () => () => {}
const pageOrigin = () => window.location.origin
const onServer = () => null

/**
 * In the admin's live preview, renders the page again from the server after every save of
 * the document (autosave included), so the preview shows the latest draft. Payload's admin
 * tells the framed page through `postMessage`; only messages from this site's own origin
 * (where the admin lives) are heard.
 */
export function RefreshOnSave() {
  const router = useRouter()
  const origin = useSyncExternalStore(unchanging, pageOrigin, onServer)
  return origin ? <RefreshRouteOnSave refresh={router.refresh} serverURL={origin} /> : null
}
