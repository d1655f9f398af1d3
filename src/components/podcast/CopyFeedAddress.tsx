'use client'

import { secondaryButtonClass } from '@/components/forms/styles'
import { toast } from '@/components/toast/toastStore'

/** Copies the feed's address, which a podcast app's "add by URL" asks for. */
export function CopyFeedAddress({ url }: { url: string }) {
  const onClick = async () => {
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: 'Feed address copied', description: 'Paste it into your podcast app to subscribe.' })
    } catch {
      toast({ title: 'Error', description: 'Failed to copy the feed address. Please try again.', variant: 'destructive' })
    }
  }
  return (
    <button type="button" onClick={onClick} className={`${secondaryButtonClass} min-h-11`}>
      Copy feed address
    </button>
  )
}
