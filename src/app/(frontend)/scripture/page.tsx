import type { Metadata } from 'next'
import Link from 'next/link'

import { focusRing } from '@/components/forms/styles'
import { TranslationCredit } from '@/components/scripture/TranslationCredit'
import { citationCountsByBook } from '@/lib/data/citations'
import { plural } from '@/lib/format'
import { payloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/seo/metadata'
import { BOOKS } from '@/scripture/books'
import { chapterCount } from '@/scripture/text'

const TITLE = 'Scripture'
const DESCRIPTION = 'Every book and chapter of the Bible, in the World English Bible.'

export const generateMetadata = async (): Promise<Metadata> => pageMetadata(await payloadClient(), { title: TITLE, description: DESCRIPTION, path: '/scripture' })

/** The first book of the New Testament, where the list's second part begins. */
const MATTHEW = BOOKS.findIndex((book) => book.slug === 'matthew')

function BookList({ label, books, cited }: { label: string; books: typeof BOOKS; cited: Record<string, number> }) {
  return (
    <section aria-labelledby={`books-${label}`} className="mt-8">
      <h2 id={`books-${label}`} className="font-serif text-2xl font-bold text-stone-900">
        {label}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
        {books.map((book) => (
          <li key={book.slug}>
            <Link href={`/scripture/${book.slug}/1`} className={`text-stone-800 underline underline-offset-2 ${focusRing}`}>
              {book.name}
            </Link>{' '}
            <span className="text-sm text-stone-600">({chapterCount(book)})</span>
            {cited[book.slug] ? <span className="block text-sm text-stone-700">{cited[book.slug] === 1 ? 'Cited once' : `Cited ${plural(cited[book.slug], 'time', 'times')}`}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The books of the Bible, each opening at its first chapter, with how often the site's writing cites it. */
export default async function ScripturePage() {
  const cited = await citationCountsByBook(await payloadClient())
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">{TITLE}</h1>
      <p className="mt-3 text-lg text-stone-700">
        {DESCRIPTION} The number after each book is how many chapters it has; under it, how often this site’s articles, analyses, reading plans and books cite it.
      </p>
      <BookList label="Old Testament" books={BOOKS.slice(0, MATTHEW)} cited={cited} />
      <BookList label="New Testament" books={BOOKS.slice(MATTHEW)} cited={cited} />
      <TranslationCredit />
    </article>
  )
}
