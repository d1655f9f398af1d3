'use client'

import { useSyncExternalStore } from 'react'

import { secondaryButtonClass } from '@/components/forms/styles'

const unchanging = () => () => {}
const shareSheetOffered = () => typeof navigator.share === 'function'

/**
 * The device's own share sheet, shown only where the browser offers one (phones, mostly); the
 * server renders nothing, as it cannot know (an item of ShareLinks' list). Closing the sheet is
 * not an error.
 */
export function ShareSheetButton({ path, title }: { path: string; title: string }) {
  const offered = useSyncExternalStore(unchanging, shareSheetOffered, () => false)
  if (!offered) return null
  const share = () => navigator.share({ title, url: `${window.location.origin}${path}` }).catch(() => undefined)
  return (
    <li>
      <button type="button" onClick={share} className={secondaryButtonClass}>
        Other apps…
      </button>
    </li>
  )
}
