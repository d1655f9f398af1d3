'use client'

import { useEffect, useRef, useState } from 'react'

import { inputClass } from '@/components/forms/styles'
import { filterHref } from '@/lib/filterAddress'
import { useFilterNavigation } from './FilterTransition'

type Props = {
  /** The list's path, e.g. "/organizations". */
  basePath: string
  /** The filters in the address now (the search text is `current.q`). */
  current: Record<string, string | number | undefined>
  label: string
  placeholder?: string
}

/** How long typing pauses before the results follow. */
const TYPING_PAUSE_MS = 400

/**
 * The search box of a filtered list: the results follow the text a moment after typing stops
 * (or at once on Enter), through the address like every other filter; clearing the box clears
 * the filter. It stays a plain GET form, so it works before JavaScript loads.
 */
export function FilterSearchBox({ basePath, current, label, placeholder }: Props) {
  const { go } = useFilterNavigation()
  const applied = typeof current.q === 'string' ? current.q : ''
  const [text, setText] = useState(applied)
  const [shown, setShown] = useState(applied)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // Back/forward or Clear Filters change the address: the box then shows what is applied.
  if (shown !== applied) {
    setShown(applied)
    setText(applied)
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  const apply = (value: string) => {
    clearTimeout(timer.current)
    if (value.trim() !== applied) go(filterHref(basePath, current, { q: value.trim() || undefined }))
  }

  return (
    <form
      role="search"
      action={basePath}
      onSubmit={(event) => {
        event.preventDefault()
        apply(text)
      }}
    >
      <label className="block">
        <span className="sr-only">{label}</span>
        <input
          type="search"
          name="q"
          value={text}
          maxLength={100}
          placeholder={placeholder ?? label}
          className={inputClass}
          onChange={(event) => {
            const value = event.target.value
            setText(value)
            clearTimeout(timer.current)
            timer.current = setTimeout(() => apply(value), TYPING_PAUSE_MS)
          }}
        />
      </label>
      {/* Other filters ride along when the form is sent without JavaScript. */}
      {Object.entries(current).map(([key, value]) =>
        key === 'q' || key === 'page' || value === undefined ? null : <input key={key} type="hidden" name={key} value={String(value)} />,
      )}
    </form>
  )
}
