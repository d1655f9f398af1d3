import type { ReactNode } from 'react'

import { toneOf, type Tone, type Vocabulary } from '@/lib/vocabularies/tones'

/** The pill every coloured label on the site shares; its tone's colours are in globals.css. */
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span data-tone={tone} className="badge">
      {children}
    </span>
  )
}

/** A value of a vocabulary in its colour; nothing for an empty value. */
export function VocabularyBadge({ vocabulary, value }: { vocabulary: Vocabulary; value: string }) {
  if (!value) return null
  return <Badge tone={toneOf(vocabulary, value)}>{value}</Badge>
}
