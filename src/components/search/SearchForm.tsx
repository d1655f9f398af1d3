'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, type FormEvent } from 'react'

import { inputClass, primaryButtonClass } from '@/components/forms/styles'

type Props = {
  /** The current query, on the search page; the sidebar's box starts empty. */
  query?: string
  label: string
  placeholder: string
  /** The sidebar's narrow box: input and button stay on one line. */
  compact?: boolean
}

/**
 * A search box: a blank query after trimming does not navigate; anything else goes
 * to /search with the query URL-encoded. Without JavaScript the form still submits as a GET.
 */
export function SearchForm({ query = '', label, placeholder, compact = false }: Props) {
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
    <form role="search" action="/search" method="get" onSubmit={onSubmit} className={compact ? 'flex gap-2' : 'flex flex-col gap-2 sm:flex-row'}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        // A new query (back/forward) replaces what was typed.
        key={query}
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        defaultValue={query}
        placeholder={placeholder}
        maxLength={200}
        className={`${inputClass} ${compact ? 'min-w-0 flex-1' : 'sm:flex-1'}`}
      />
      <button type="submit" className={primaryButtonClass}>
        Search
      </button>
    </form>
  )
}
