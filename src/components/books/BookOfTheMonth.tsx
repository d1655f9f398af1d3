import Link from 'next/link'

import { BookRatingBadge } from '@/components/badges/BookRatingBadge'
import { focusRing } from '@/components/forms/styles'
import { CoverImage } from '@/components/media/CoverImage'
import { ScriptureText } from '@/components/scripture/ScriptureText'
import type { Book } from '@/collections/books/data'
import { clubMonth } from './clubMonth'
import { BookDescription, KeyInsights } from './BookText'
import { addressOf } from '@/collections/addresses'

/**
 * The reading club's current selection, in full: cover, title (a link to the book's own page),
 * author, rating, summary, description and key insights. Its cover is the page's largest image.
 */
export function BookOfTheMonth({ book }: { book: Book }) {
  return (
    <article className="grid gap-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10">
      <div>
        {book.cover ? (
          <CoverImage image={book.cover} preload sizes="(min-width: 1024px) 400px, (min-width: 768px) 40vw, 100vw" className="h-auto w-full rounded-lg bg-stone-200" />
        ) : (
          <div className="card-placeholder rounded-lg" aria-hidden="true" />
        )}
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <BookRatingBadge rating={book.rating} />
          {book.month && (
            <p className="text-sm text-stone-600">
              <time dateTime={book.month}>{clubMonth(book.month)}</time>
            </p>
          )}
        </div>
        <h3 className="mt-3 font-serif text-2xl font-bold leading-tight text-stone-900 sm:text-3xl">
          <Link href={addressOf('books', book.slug)} className={`hover:text-amber-900 hover:underline ${focusRing}`}>
            {book.title}
          </Link>
        </h3>
        <p className="mt-1 text-stone-700">by {book.author}</p>
        <p className="mt-4 text-lg text-stone-800">
          <ScriptureText text={book.summary} />
        </p>
        <BookDescription text={book.description} className="mt-4" />
        <KeyInsights insights={book.keyInsights} id="book-of-the-month-insights" headingLevel={4} className="mt-6" />
      </div>
    </article>
  )
}
