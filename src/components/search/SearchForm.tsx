'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, type FormEvent } from 'react'

import { inputClass, primaryButtonClass } from '@/components/forms/styles'

/**
 * The search page's box, filled with the current query. A blank query after trimming does not
 * navigate (SPEC §5); without JavaScript the form still submits as a plain GET.
 */
export function SearchForm({ query }: { query: string }) {
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
    <form role="search" action="/search" method="get" onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        // A new query (back/forward) replaces what was typed.
        key={query}
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        defaultValue={query}
        placeholder="Search articles, analyses and media..."
        maxLength={200}
        className={`${inputClass} sm:flex-1`}
      />
      <button type="submit" className={primaryButtonClass}>
        Search
      </button>
    </form>
  )
}
