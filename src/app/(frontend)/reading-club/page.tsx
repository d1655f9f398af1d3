import type { Metadata } from 'next'

import { BookCard } from '@/components/books/BookCard'
import { BookOfTheMonth } from '@/components/books/BookOfTheMonth'
import { SuggestBook } from '@/components/books/SuggestBook'
import { EvaluationDisclaimer } from '@/components/discernment/EvaluationDisclaimer'
import { getReadingClub } from '@/collections/books/data'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/seo/metadata'

// Cached like every public page; a new book of the month expires it (the books' tag).
export const revalidate = 300

export const generateMetadata = async (): Promise<Metadata> =>
  pageMetadata(await payloadClient(), {
    title: 'Reading Club',
    description: 'One book a month, read together and weighed against Scripture: this month’s selection, its key insights and the books we have read before.',
    path: '/reading-club',
  })

const emptyBox = 'rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600'

export default async function ReadingClubPage() {
  const payload = await payloadClient()
  await requireSection(payload, 'reading-club')
  const { bookOfTheMonth: book, previousBooks: previous } = await getReadingClub(payload)

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">Reading Club</h1>
      <p className="mt-3 max-w-3xl text-stone-700">
        Each month we read one book together and weigh it against Scripture. Here is this month’s selection with what we are
        learning from it, the books we have read before, and a place to suggest the next one.
      </p>

      <section aria-labelledby="book-of-the-month" className="mt-8">
        <h2 id="book-of-the-month" className="text-sm font-semibold uppercase tracking-wide text-amber-900">
          Book of the Month
        </h2>
        <div className="mt-3">
          {book ? <BookOfTheMonth book={book} /> : <p className={emptyBox}>No book of the month has been chosen yet. Please check back soon.</p>}
        </div>
      </section>

      <section aria-labelledby="previous-selections" className="mt-12">
        <h2 id="previous-selections" className="font-serif text-2xl font-bold text-stone-900">
          Previous Selections
        </h2>
        {previous.length === 0 ? (
          <p className={`mt-4 ${emptyBox}`}>No previous selections yet.</p>
        ) : (
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {previous.map((b) => (
              <BookCard key={b.id} book={b} />
            ))}
          </div>
        )}
      </section>

      <SuggestBook className="mt-12" />
      <EvaluationDisclaimer className="mt-10" />
    </div>
  )
}
