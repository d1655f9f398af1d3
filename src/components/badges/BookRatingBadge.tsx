import { BOOK_RATING } from '@/lib/vocabularies/verdicts'
import { VocabularyBadge } from './Badge'

export function BookRatingBadge({ rating }: { rating: string }) {
  return <VocabularyBadge vocabulary={BOOK_RATING} value={rating} />
}
