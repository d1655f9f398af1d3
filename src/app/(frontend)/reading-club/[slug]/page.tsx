import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BookRatingBadge } from '@/components/badges/BookRatingBadge'
import { BookReviewJsonLd } from '@/components/books/BookReviewJsonLd'
import { BookDescription, KeyInsights } from '@/components/books/BookText'
import { clubMonth } from '@/components/books/clubMonth'
import { SuggestBook } from '@/components/books/SuggestBook'
import { EvaluationDisclaimer } from '@/components/discernment/EvaluationDisclaimer'
import { CoverImage } from '@/components/media/CoverImage'
import { getBookBySlug } from '@/collections/books/data'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata'
import { BackLink } from '@/components/layout/BackLink'
import { ScriptureText } from '@/components/scripture/ScriptureText'
import { addressOf } from '@/collections/addresses'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first request, then served from the cache until the next content change.
export const dynamicParams = true
export const generateStaticParams = async (): Promise<{ slug: string }[]> => []
export const revalidate = 300

const pathOf = (slug: string) => addressOf('books', slug)

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const payload = await payloadClient()
  const book = await getBookBySlug(payload, (await params).slug)
  if (!book) return notFoundMetadata('Book not found')
  return pageMetadata(payload, {
    title: `${book.title} by ${book.author}`,
    description: book.summary,
    path: pathOf(book.slug),
    image: book.shareImage,
    article: { publishedTime: book.date, modifiedTime: book.updatedAt, section: 'Reading Club' },
  })
}

export default async function BookPage({ params }: Props) {
  const payload = await payloadClient()
  await requireSection(payload, 'reading-club')
  const book = await getBookBySlug(payload, (await params).slug)
  if (!book) notFound()

  return (
    <article className="mx-auto max-w-3xl">
      <BookReviewJsonLd book={book} path={pathOf(book.slug)} />
      <BackLink href="/reading-club">Back to the Reading Club</BackLink>

      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <BookRatingBadge rating={book.rating} />
          {(book.bookOfTheMonth || book.month) && (
            <p className="text-sm text-stone-600">
              {book.bookOfTheMonth ? 'Book of the Month' : 'Reading club selection'}
              {book.month && (
                <>
                  {', '}
                  <time dateTime={book.month}>{clubMonth(book.month)}</time>
                </>
              )}
            </p>
          )}
        </div>
        <h1 className="mt-3 font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">{book.title}</h1>
        <p className="mt-2 text-lg text-stone-700">by {book.author}</p>
      </header>

      {book.cover && (
        <CoverImage image={book.cover} preload sizes="(min-width: 800px) 768px, 100vw" className="mt-8 h-auto w-full rounded-lg bg-stone-200" />
      )}

      <p className="mt-8 text-lg leading-relaxed text-stone-800">
        <ScriptureText text={book.summary} />
      </p>
      <BookDescription text={book.description} className="mt-6" />
      <KeyInsights insights={book.keyInsights} id="key-insights" headingLevel={2} className="mt-10 border-t border-stone-200 pt-6" />

      <SuggestBook className="mt-12" />
      <EvaluationDisclaimer className="mt-10" />
    </article>
  )
}
