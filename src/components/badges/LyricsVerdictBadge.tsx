import { LYRICS_VERDICT } from '@/lib/vocabularies/verdicts'
import { VocabularyBadge } from './Badge'

export function LyricsVerdictBadge({ verdict }: { verdict: string }) {
  return <VocabularyBadge vocabulary={LYRICS_VERDICT} value={verdict} />
}
