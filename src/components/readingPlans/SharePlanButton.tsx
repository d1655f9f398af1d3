'use client'

import { secondaryButtonClass } from '@/components/forms/styles'
import { toast } from '@/components/toast/toastStore'

/**
 * Share a plan (SPEC §4 "Sharing"): the device's share sheet where there is one, otherwise the
 * link is copied and a toast confirms it ("Link copied to clipboard!").
 */
export function SharePlanButton({ slug, title }: { slug: string; title: string }) {
  const onClick = async () => {
    // The plan's own address, without whatever query or fragment the reader arrived with.
    const url = `${window.location.origin}/reading-plans/${slug}`
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The reader closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: 'Link copied to clipboard!' })
    } catch {
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
      Share
    </button>
  )
}
