'use client'

import { useState } from 'react'

import { useFilterNavigation } from '@/components/filters/FilterTransition'
import { inputClass, secondaryButtonClass } from '@/components/forms/styles'
import type { MediaFilters } from '@/lib/validation/mediaFilters'
import { filterHref } from '@/lib/filterAddress'
import { MEDIA_VERDICTS } from '@/lib/vocabularies/verdicts'

/**
 * The verdict dropdown: choosing a verdict rewrites the address (other filters kept). Without
 * JavaScript it is a GET form with its own Apply button.
 */
export function MediaVerdictSelect({ current }: { current: MediaFilters }) {
  const { go } = useFilterNavigation()
  const applied = current.verdict ?? ''
  const [value, setValue] = useState(applied)
  const [shown, setShown] = useState(applied)

  // Back/forward or a tab change the address: the dropdown then shows what is applied.
  if (shown !== applied) {
    setShown(applied)
    setValue(applied)
  }

  // A verdict from a shared link that is not one of ours still shows as chosen (its list is empty).
  const unknown = applied && !(MEDIA_VERDICTS as readonly string[]).includes(applied) ? applied : null

  return (
    <form action="/media" className="flex gap-2">
      <label className="block w-full">
        <span className="sr-only">Verdict</span>
        <select
          name="verdict"
          value={value}
          // As tall as the search box beside it.
          className={`${inputClass} h-[2.625rem]`}
          onChange={(event) => {
            setValue(event.target.value)
            go(filterHref('/media', current, { verdict: event.target.value || undefined }))
          }}
        >
          <option value="">All verdicts</option>
          {MEDIA_VERDICTS.map((verdict) => (
            <option key={verdict} value={verdict}>
              {verdict}
            </option>
          ))}
          {unknown && <option value={unknown}>{unknown}</option>}
        </select>
      </label>
      {current.q && <input type="hidden" name="q" value={current.q} />}
      {current.category && <input type="hidden" name="category" value={current.category} />}
      <noscript>
        <button type="submit" className={secondaryButtonClass}>
          Apply
        </button>
      </noscript>
    </form>
  )
}
