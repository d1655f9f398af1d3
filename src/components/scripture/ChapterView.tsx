import Link from 'next/link'

import { focusRing } from '@/components/forms/styles'
import { BackLink } from '@/components/layout/BackLink'
import { PassageCitations } from '@/components/scripture/PassageCitations'
import { PassagePicker } from '@/components/scripture/PassagePicker'
import { TranslationCredit } from '@/components/scripture/TranslationCredit'
import { BOOKS, type Book } from '@/scripture/books'
import { chapterCount } from '@/scripture/text'

export type ChapterProps = {
  book: Book
  chapter: number
  verses: string[]
  /** The verses a reference pointed at (`?v=16-18`), marked on the page; null for none. */
  highlight: { from: number; to: number } | null
}

const linkStyle = `text-stone-800 underline underline-offset-2 ${focusRing}`

/** Every book's chapter count, for the picker (66 numbers; the text itself stays on the server). */
const CHAPTER_COUNTS = BOOKS.map((book) => ({ slug: book.slug, name: book.name, chapters: chapterCount(book) }))

/** One chapter of the Bible, each verse with its number and anchor (`#v16`), and the way on. */
export function ChapterView({ book, chapter, verses, highlight }: ChapterProps) {
  const chapters = chapterCount(book)
  const address = (n: number) => `/scripture/${book.slug}/${n}`
  const marked = (n: number) => highlight !== null && n >= highlight.from && n <= highlight.to

  return (
    <article className="mx-auto max-w-3xl">
      <BackLink href="/scripture">All the books of the Bible</BackLink>
      <h1 className="mt-4 font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">{`${book.name} ${chapter}`}</h1>
      <PassagePicker books={CHAPTER_COUNTS} book={book.slug} chapter={chapter} />
      <div className="mt-6 space-y-2 font-serif text-lg leading-relaxed text-stone-900">
        {verses.map((text, i) => {
          if (!text) return null
          const n = i + 1
          return (
            <p key={n} id={`v${n}`} className={`-mx-2 scroll-mt-24 rounded px-2 target:bg-amber-100 ${marked(n) ? 'bg-amber-100' : ''}`}>
              <sup className="mr-1 font-sans text-xs font-semibold text-stone-600">{n}</sup>
              {/* The mark says so to assistive technology too; the paragraph carries the colour. */}
              {marked(n) ? <mark className="bg-transparent text-stone-900">{text}</mark> : text}
            </p>
          )
        })}
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
