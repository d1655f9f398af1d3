'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { focusRing, inputClass, secondaryButtonClass } from '@/components/forms/styles'

type BookChapters = { slug: string; name: string; chapters: number }

/**
 * Go to another book and chapter. A plain GET form to /scripture/go?book=…&chapter=…, which
 * answers with the chapter (the book's last when it has fewer), so it works before (or without)
 * JavaScript; with it, the chapter list follows the chosen book and the page changes without a
 * reload.
 */
export function PassagePicker({ books, book, chapter }: { books: BookChapters[]; book: string; chapter: number }) {
  const router = useRouter()
  const id = useId()
  const [chosen, setChosen] = useState({ book, chapter })
  const chapters = books.find((b) => b.slug === chosen.book)?.chapters ?? 1

  const go = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    router.push(`/scripture/${chosen.book}/${Math.min(chosen.chapter, chapters)}`)
  }

  return (
    <form action="/scripture/go" method="get" onSubmit={go} className="mt-4 flex flex-wrap items-end gap-3" aria-label="Go to a passage">
      <div>
        <label htmlFor={`${id}-book`} className="block text-sm font-medium text-stone-700">
          Book
        </label>
        <select
          id={`${id}-book`}
          name="book"
          value={chosen.book}
          onChange={(event) => setChosen({ book: event.target.value, chapter: 1 })}
          className={`${inputClass} mt-1 min-h-11`}
        >
          {books.map((b) => (
            <option key={b.slug} value={b.slug}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-chapter`} className="block text-sm font-medium text-stone-700">
          Chapter
        </label>
        <select
          id={`${id}-chapter`}
          name="chapter"
          value={Math.min(chosen.chapter, chapters)}
          onChange={(event) => setChosen({ ...chosen, chapter: Number(event.target.value) })}
          className={`${inputClass} mt-1 min-h-11`}
        >
          {Array.from({ length: chapters }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${secondaryButtonClass} min-h-11 ${focusRing}`}>
        Go
      </button>
    </form>
  )
}
