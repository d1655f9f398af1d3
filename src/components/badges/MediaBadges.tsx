import { MEDIA_CATEGORY } from '@/lib/vocabularies/categories'
import { MEDIA_VERDICT } from '@/lib/vocabularies/verdicts'
import { VocabularyBadge } from './Badge'

export function MediaCategoryBadge({ category }: { category: string }) {
  return <VocabularyBadge vocabulary={MEDIA_CATEGORY} value={category} />
}

export function MediaVerdictBadge({ verdict }: { verdict: string }) {
  return <VocabularyBadge vocabulary={MEDIA_VERDICT} value={verdict} />
}
