import { POST_CATEGORY } from '@/lib/vocabularies/categories'
import { VocabularyBadge } from './Badge'

/** A post category in its colour. */
export function CategoryBadge({ name }: { name: string }) {
  return <VocabularyBadge vocabulary={POST_CATEGORY} value={name} />
}
