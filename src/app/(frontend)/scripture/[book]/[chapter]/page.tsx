import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { focusRing } from '@/components/forms/styles'
import { BackLink } from '@/components/layout/BackLink'
import { PassageCitations } from '@/components/scripture/PassageCitations'
import { TranslationCredit } from '@/components/scripture/TranslationCredit'
import { payloadClient } from '@/lib/payload'
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata'
import { bookBySlug, type Book } from '@/scripture/books'
import { chapterCount, chapterVerses } from '@/scripture/text'

type Props = { params: Promise<{ book: string; chapter: string }> }

// Every chapter has its address; each is rendered on first request, then served from the cache.
export const dynamicParams = true
export const generateStaticParams = async (): Promise<{ book: string; chapter: string }[]> => []

/** The chapter an address names, if the Bible has it (`/scripture/john/3`). */
const chapterAt = async (params: Props['params']): Promise<{ book: Book; chapter: number; verses: string[] } | null> => {
  const { book: slug, chapter: number } = await params
  const book = bookBySlug(slug)
  if (!book || !/^[1-9]\d{0,2}$/.test(number)) return null
  const chapter = Number(number)
  const verses = chapterVerses(book, chapter)
  return verses ? { book, chapter, verses } : null
}

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const found = await chapterAt(params)
  if (!found) return notFoundMetadata('Passage not found')
  const { book, chapter, verses } = found
  return pageMetadata(await payloadClient(), {
    title: `${book.name} ${chapter}`,
    description: `${book.name} ${chapter} in the World English Bible: ${verses.find(Boolean)?.slice(0, 150) ?? ''}`,
    path: `/scripture/${book.slug}/${chapter}`,
  })
}

const linkStyle = `text-stone-800 underline underline-offset-2 ${focusRing}`

/** One chapter of the Bible, each verse with its number and anchor (`#v16`), and the way on. */
export default async function ChapterPage({ params }: Props) {
  const found = await chapterAt(params)
  if (!found) notFound()
  const { book, chapter, verses } = found
  const chapters = chapterCount(book)
  const address = (n: number) => `/scripture/${book.slug}/${n}`

  return (
    <article className="mx-auto max-w-3xl">
      <BackLink href="/scripture">All the books of the Bible</BackLink>
      <h1 className="mt-4 font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">
        {`${book.name} ${chapter}`}
      </h1>
      <div className="mt-6 space-y-2 font-serif text-lg leading-relaxed text-stone-900">
        {verses.map((text, i) =>
          text ? (
            <p key={i} id={`v${i + 1}`} className="scroll-mt-24 rounded target:bg-amber-100">
              <sup className="mr-1 font-sans text-xs font-semibold text-stone-600">{i + 1}</sup>
              {text}
            </p>
          ) : null,
        )}
      </div>
      <nav aria-label="Chapters" className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-stone-200 pt-6">
        {chapter > 1 ? (
          <Link href={address(chapter - 1)} className={linkStyle}>
            {`← ${book.name} ${chapter - 1}`}
          </Link>
        ) : (
          <span />
        )}
        {chapter < chapters ? (
          <Link href={address(chapter + 1)} className={linkStyle}>
            {`${book.name} ${chapter + 1} →`}
          </Link>
        ) : null}
      </nav>
      {chapters > 1 ? (
        <nav aria-label={`Chapters of ${book.name}`} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {Array.from({ length: chapters }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <Link
                  href={address(n)}
                  aria-current={n === chapter ? 'page' : undefined}
                  className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-2 text-sm ${n === chapter ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-300 text-stone-800 hover:bg-stone-100'} ${focusRing}`}
                >
                  {n}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <PassageCitations book={book} chapter={chapter} />
      <TranslationCredit />
    </article>
  )
}
