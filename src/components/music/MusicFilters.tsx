import type { ReactNode } from 'react'

import { filterHref } from '@/lib/filterAddress'
import type { MusicFilters as Filters } from '@/lib/validation/musicFilters'
import { MUSIC_VERDICTS, musicVerdict, musicVerdictNamed } from '@/lib/vocabularies/verdicts'
import { FilterLink } from '@/components/filters/FilterLink'

export const MUSIC_LIST_PATH = '/music-analysis'

/** A verdict as the address spells it: `?verdict=spiritually-risky` (the reader accepts any spelling). */
const verdictParam = (verdict: string) => verdict.replace(/ /g, '-')

/** A labelled row of choices that scrolls sideways on a phone instead of wrapping. */
function FilterRow({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="min-w-0">
      <span id={id} className="text-sm font-semibold text-stone-800">
        {label}
      </span>
      <ul className="scroll-row -mx-4 mt-2 flex gap-2 px-4 pb-2 sm:mx-0 sm:px-0">{children}</ul>
    </div>
  )
}

/**
 * The genre and verdict rows of `/music-analysis`. Only one of them narrows the list and the
 * verdict wins; when both are chosen both stay in the address and on screen, with a note
 * saying which one the results follow.
 */
export function MusicFilters({ filters, genres }: { filters: Filters; genres: string[] }) {
  const genre = filters.genre?.toLowerCase()
  const verdict = filters.verdict ? musicVerdictNamed(filters.verdict) : undefined
  const href = (changes: Partial<Filters>) => filterHref(MUSIC_LIST_PATH, filters, changes)

  return (
    <div className="space-y-4">
      <FilterRow id="music-genre-filter" label="Genre">
        <li>
          <FilterLink href={href({ genre: undefined })} active={!filters.genre}>
            All genres
          </FilterLink>
        </li>
        {genres.map((name) => (
          <li key={name}>
            <FilterLink href={href({ genre: name })} active={genre === name.toLowerCase()}>
              {name}
            </FilterLink>
          </li>
        ))}
      </FilterRow>
      <FilterRow id="music-verdict-filter" label="Verdict">
        <li>
          <FilterLink href={href({ verdict: undefined })} active={!filters.verdict}>
            All verdicts
          </FilterLink>
        </li>
        {MUSIC_VERDICTS.map((value) => (
          <li key={value}>
            <FilterLink href={href({ verdict: verdictParam(value) })} active={verdict === value}>
              {musicVerdict(value).label}
            </FilterLink>
          </li>
        ))}
      </FilterRow>
      {filters.genre && filters.verdict && (
        <p className="rounded-md border border-stone-200 bg-white px-3 py-2 text-sm text-stone-700" data-testid="verdict-precedence">
          A genre and a verdict are both chosen: the results show every analysis with the chosen verdict,
          whatever its genre (the verdict takes precedence).
        </p>
      )}
    </div>
  )
}
