'use client'

import { secondaryButtonClass } from '@/components/forms/styles'
import { toast } from '@/components/toast/toastStore'

type Props = {
  /** The page's own path (`/blog/{slug}`), shared without whatever query or fragment the reader arrived with. */
  path: string
  /** Offer the device's share sheet where there is one (reading plans); otherwise copy the link. */
  shareSheet?: { title: string }
  /** The toast after copying. */
  copied: string
  /** The button's words. */
  label?: string
}

/**
 * A post's Share copies its link; a reading plan's uses the device's share
 * sheet where available and copies the link otherwise. Either way the reader is told what happened.
 */
export function ShareButton({ path, shareSheet, copied, label = 'Share' }: Props) {
  const onClick = async () => {
    const url = `${window.location.origin}${path}`
    if (shareSheet && typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: shareSheet.title, url })
        return
      } catch (error) {
        // The reader closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: copied })
    } catch {
      // No clipboard (insecure origin, permission refused): say so rather than fail silently.
      toast({ title: 'Error', description: 'Failed to copy link. Please try again.', variant: 'destructive' })
    }
  }

  return (
    <button type="button" onClick={onClick} className={secondaryButtonClass}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {label}
    </button>
  )
}
