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
            <p key={n} id={`v${n}`} className="verse">
              <sup>{n}</sup>
              {/* The mark says so to assistive technology too; the paragraph carries the colour. */}
              {marked(n) ? <mark>{text}</mark> : text}
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
      <PassageCitations book={book} chapter={chapter} />
      <TranslationCredit />
    </article>
  )
}
