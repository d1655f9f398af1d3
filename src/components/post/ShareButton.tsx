'use client'

import { secondaryButtonClass } from '@/components/forms/styles'
import { toast } from '@/components/toast/toastStore'

/** Copies the post's address (SPEC §4 "Sharing": the post Share button copies the link). */
export function ShareButton({ slug }: { slug: string }) {
  const onClick = async () => {
    // The post's own address, without whatever query or fragment the reader arrived with.
    const url = `${window.location.origin}/blog/${slug}`
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: 'Link copied' })
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
      Share
    </button>
  )
}
