'use client'

import { useEffect } from 'react'

import { primaryButtonClass } from '@/components/forms/styles'

/** The organization list or a detail failed to load (the database did not answer): say so and offer a retry. */
export default function OrganizationsError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <div className="mx-auto max-w-xl py-16 text-center" role="alert">
      <h1 className="font-serif text-3xl font-bold text-stone-900">Something went wrong</h1>
      <p className="mt-4 text-stone-700">Error loading organizations. Please try again.</p>
      <button type="button" onClick={() => retry()} className={`mt-8 ${primaryButtonClass}`}>
        Try again
      </button>
    </div>
  )
}
