'use client'

import { useEffect, useRef, useState } from 'react'

import { inputClass, secondaryButtonClass } from '@/components/forms/styles'
import { toast } from '@/components/toast/toastStore'

/**
 * Copies the feed's address, which a podcast app's "add by URL" asks for. Where the browser
 * will not copy (no permission, an older browser), the address is shown in a field, selected,
 * to copy by hand.
 */
export function CopyFeedAddress({ url }: { url: string }) {
  const [shown, setShown] = useState(false)
  const field = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!shown) return
    field.current?.focus()
    field.current?.select()
  }, [shown])

  const onClick = async () => {
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: 'Feed address copied', description: 'Paste it into your podcast app to subscribe.' })
    } catch {
      setShown(true)
      field.current?.select()
      toast({
        title: 'The address could not be copied',
        description: 'It is shown below the button, ready to copy: copy it yourself and paste it into your podcast app.',
        variant: 'destructive',
      })
    }
  }

  return (
    <>
      <button type="button" onClick={onClick} className={`${secondaryButtonClass} min-h-11`}>
        Copy feed address
      </button>
      {shown && (
        <label className="mt-2 block text-sm font-semibold text-stone-700">
          Feed address
          <input ref={field} type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} className={`${inputClass} mt-1 block w-80 max-w-full font-normal`} />
        </label>
      )}
    </>
  )
}
