import type { ReactNode } from 'react'

import { toneOf, type Tone, type Vocabulary } from '@/lib/vocabularies/tones'

/** Colour pairs with at least 4.5:1 contrast for the small badge text (axe checks every page). */
export const TONES: Record<Tone, string> = {
  red: 'bg-red-100 text-red-800',
  amber: 'bg-amber-100 text-amber-900',
  yellow: 'bg-yellow-100 text-yellow-900',
  green: 'bg-green-100 text-green-800',
  blue: 'bg-blue-100 text-blue-800',
  violet: 'bg-violet-100 text-violet-800',
  rose: 'bg-rose-100 text-rose-800',
  teal: 'bg-teal-100 text-teal-800',
  indigo: 'bg-indigo-100 text-indigo-800',
  orange: 'bg-orange-100 text-orange-900',
  neutral: 'bg-stone-200 text-stone-800',
}

/** The pill every coloured label on the site shares. */
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={`badge ${TONES[tone]}`}
    >
      {children}
    </span>
  )
}

/** A value of a vocabulary in its colour; nothing for an empty value. */
export function VocabularyBadge({ vocabulary, value }: { vocabulary: Vocabulary; value: string }) {
  if (!value) return null
  return <Badge tone={toneOf(vocabulary, value)}>{value}</Badge>
}
