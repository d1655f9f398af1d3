'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, type FormEvent } from 'react'

/**
 * The sidebar search (SPEC §5): a blank query after trimming does not navigate; anything else
 * goes to /search with the query URL-encoded. Without JavaScript the form still submits as GET.
 */
export function SearchBox() {
  const router = useRouter()
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = inputRef.current?.value.trim() ?? ''
    if (!q) {
      inputRef.current?.focus()
      return
    }
    router.push(`/search?q=${encodeURIComponent(q)}`)
  }

  return (
    <form role="search" action="/search" method="get" onSubmit={onSubmit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        Search articles
      </label>
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        placeholder="Search articles..."
        maxLength={200}
        className="min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm placeholder:text-stone-500 focus:border-amber-700 focus:outline-2 focus:outline-amber-700"
      />
      <button
        type="submit"
        className="rounded-md bg-amber-800 px-3 py-2 text-sm font-semibold text-white hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      >
        Search
      </button>
    </form>
  )
}
