/** Reading plan themes and their colours (the list itself is READING_PLAN_THEMES in src/lib/constants.ts). */
import type { READING_PLAN_THEMES } from '@/lib/constants'
import type { Tone, Vocabulary } from '@/lib/vocabularies/tones'

export const READING_PLAN_THEME: Vocabulary = {
  tones: {
    Repentance: 'violet',
    'Mind Renewal': 'teal',
    Sin: 'rose',
    'Bible Reading': 'blue',
    Foundations: 'green',
  } satisfies Record<(typeof READING_PLAN_THEMES)[number], Tone>,
  otherwise: 'neutral',
}
