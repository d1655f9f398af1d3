import { Badge, TONES } from './Badge'

/** SPEC §4 book rating: Biblically Sound green, Use Discernment yellow, any other value red. */
export const bookRatingTone = (rating: string): string =>
  rating === 'Biblically Sound' ? TONES.green : rating === 'Use Discernment' ? TONES.yellow : TONES.red

export function BookRatingBadge({ rating }: { rating: string }) {
  return <Badge tone={bookRatingTone(rating)}>{rating}</Badge>
}
