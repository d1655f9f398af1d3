import { BookRatingBadge } from '@/components/badges/BookRatingBadge'
import { Card, CardSummary, CardTitle } from '@/components/cards/Card'
import type { Book } from '@/collections/books/data'
import { clubMonth } from './clubMonth'
import { addressOf } from '@/collections/addresses'

/** An earlier selection: rating, title (its link covers the card), author, summary and club month. */
export function BookCard({ book }: { book: Book }) {
  return (
    <Card cover={book.cover}>
      <div>
        <BookRatingBadge rating={book.rating} />
      </div>
      <CardTitle href={addressOf('books', book.slug)} level={3}>
        {book.title}
      </CardTitle>
      <p className="mt-1 text-sm text-stone-700">by {book.author}</p>
      <CardSummary text={book.summary} />
      {book.month && (
        <p className="mt-auto pt-3 text-xs text-stone-600">
          <time dateTime={book.month}>{clubMonth(book.month)}</time>
        </p>
      )}
    </Card>
  )
}
