'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'

import { inputClass, primaryButtonClass } from '@/components/forms/styles'
import { useSuggestions } from './useSuggestions'

type Props = {
  /** The current query, on the search page; the other boxes start empty. */
  query?: string
  label: string
  /** The search landmark's name, when the box's label is another box's too (the header's and the search page's). */
  landmark?: string
  placeholder: string
  /**
   * `page`: the search page's wide box; `compact`: the sidebar's, input and button on one line;
   * `header`: the header's narrow field with an icon button.
   */
  layout?: 'page' | 'compact' | 'header'
  /** Focus the box when the page opens (the search page without a query: typing is what it is for). */
  autoFocus?: boolean
}

const FORM_CLASS = { page: 'flex flex-col gap-2 sm:flex-row', compact: 'flex gap-2', header: 'relative flex' } as const
// The box and its list of suggestions, which opens right under it.
const FIELD_CLASS = { page: 'relative sm:flex-1', compact: 'relative min-w-0 flex-1', header: 'relative' } as const
const INPUT_CLASS = { page: inputClass, compact: inputClass, header: `${inputClass} w-52 py-1.5 pr-10 text-sm xl:w-64` } as const

const countLabel = (n: number) => (n === 0 ? 'No suggestions' : n === 1 ? '1 suggestion' : `${n} suggestions`)

const SearchIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
)

/**
 * A search box that suggests pages as one types (the ARIA combobox pattern): from two
 * characters up to five suggestions in a list below; ArrowDown and ArrowUp move through them
 * (the input keeps focus, the active one is `aria-activedescendant`), Enter opens the active
 * one, Escape closes the list and a second Escape clears the box; a polite status says how many
 * there are. Enter without a chosen suggestion opens /search with the query; a blank query
 * after trimming goes nowhere. Without JavaScript it is a plain GET form to /search.
 */
export function SearchForm({ query = '', label, landmark = label, placeholder, layout = 'page', autoFocus = false }: Props) {
  const router = useRouter()
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()
  const listId = `${id}-suggestions`
  const [typed, setTyped] = useState(query)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // Nothing is asked for the query a page opens with (the search page's), only once someone types.
  const [typing, setTyping] = useState(false)
  const { items, answered } = useSuggestions(typing ? typed : '')
  const shown = open && items.length > 0
  const activeIndex = shown && active < items.length ? active : -1

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const go = (url: string) => {
    close()
    router.push(url)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = inputRef.current?.value.trim() ?? ''
    if (!q) {
      inputRef.current?.focus()
      return
    }
    go(`/search?q=${encodeURIComponent(q)}`)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return
      event.preventDefault()
      setOpen(true)
      // Past either end the choice goes back to the text as typed, then round again.
      const down = event.key === 'ArrowDown'
      if (!shown) setActive(down ? 0 : count - 1)
      else setActive(down ? (activeIndex + 1 >= count ? -1 : activeIndex + 1) : activeIndex < 0 ? count - 1 : activeIndex - 1)
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault()
      go(items[activeIndex].url)
    } else if (event.key === 'Escape') {
      // The browser's own Escape in a search field clears it: the first press only closes the list.
      if (shown) {
        event.preventDefault()
        close()
      } else if (event.currentTarget.value) {
        event.preventDefault()
        event.currentTarget.value = ''
        setTyped('')
      }
    }
  }

  const status = open && answered ? countLabel(items.length) : ''

  return (
    <form role="search" aria-label={landmark} action="/search" method="get" onSubmit={onSubmit} className={FORM_CLASS[layout]}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className={FIELD_CLASS[layout]}>
        <input
          ref={inputRef}
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          autoComplete="off"
          defaultValue={query}
          placeholder={placeholder}
          maxLength={200}
          autoFocus={autoFocus}
          onChange={(event) => {
            setTyped(event.target.value)
            setTyping(true)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
          className={INPUT_CLASS[layout]}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!shown}
          className="absolute inset-x-0 top-full z-50 mt-1 min-w-64 overflow-hidden rounded-md border border-stone-200 bg-white py-1 text-left shadow-lg"
        >
          {items.map((item, i) => (
            <li
              key={item.url}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === activeIndex}
              // The input keeps focus (and the list stays open) until the click has chosen.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(item.url)}
              className="cursor-pointer px-3 py-2 aria-selected:bg-amber-50 aria-selected:text-amber-950 hover:bg-stone-100"
            >
              <span className="block truncate text-sm font-medium text-stone-900">{item.title}</span>
              <span className="block text-xs text-stone-600">{item.typeLabel}</span>
            </li>
          ))}
        </ul>
      </div>
      {layout === 'header' ? (
        <button
          type="submit"
          aria-label="Search"
          className="absolute inset-y-0 right-0 inline-flex w-9 items-center justify-center rounded-r-md text-stone-700 hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          <SearchIcon />
        </button>
      ) : (
        <button type="submit" className={primaryButtonClass}>
          Search
        </button>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </form>
  )
}
