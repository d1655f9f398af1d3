'use client'

import { useEffect } from 'react'

import { primaryButtonClass } from '@/components/forms/styles'

/**
 * What a section's error.tsx shows when its content could not be read (the database did not
 * answer): the section's own message and a retry. A cached page that fails to refresh keeps
 * serving its last good copy; this appears only when there is none.
 */
export function LoadError({ error, retry, message }: { error: unknown; retry: () => void; message: string }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <div className="mx-auto max-w-xl py-16 text-center" role="alert">
      <h1 className="font-serif text-3xl font-bold text-stone-900">Something went wrong</h1>
      <p className="mt-4 text-stone-700">{message}</p>
      <button type="button" onClick={() => retry()} className={`mt-8 ${primaryButtonClass}`}>
        Try again
      </button>
    </div>
  )
}
