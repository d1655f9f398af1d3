import { ORGANIZATION_CATEGORY } from '@/lib/vocabularies/categories'
import { ORGANIZATION_VERDICT } from '@/lib/vocabularies/verdicts'
import { VocabularyBadge } from './Badge'

export function OrganizationCategoryBadge({ category }: { category: string }) {
  return <VocabularyBadge vocabulary={ORGANIZATION_CATEGORY} value={category} />
}

export function OrganizationVerdictBadge({ verdict }: { verdict: string }) {
  return <VocabularyBadge vocabulary={ORGANIZATION_VERDICT} value={verdict} />
}
