import Link from 'next/link'

import { Badge } from '@/components/badges/Badge'
import { focusRing } from '@/components/forms/styles'
import { listCitations } from '@/lib/data/citations'
import { longDate } from '@/lib/format'
import { payloadClient } from '@/lib/payload'
import type { Book } from '@/scripture/books'

/**
 * "Where this passage is discussed": every published article, analysis, media item, reading-plan
 * day and book citing a verse of the chapter, newest first, each with the verses it cites (links
 * to them on this page).
 */
export async function PassageCitations({ book, chapter }: { book: Book; chapter: number }) {
  const { items, total } = await listCitations(await payloadClient(), book.slug, chapter)
  const name = `${book.name} ${chapter}`
  return (
    <section aria-labelledby="passage-citations" className="mt-10 border-t border-stone-200 pt-6">
      <h2 id="passage-citations" className="font-serif text-2xl font-bold text-stone-900">
        Where this passage is discussed
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-stone-700">
          {`Nothing on this site discusses ${name} yet. Articles, analyses and reading plans that cite it will be listed here.`}
        </p>
      ) : (
        <>
          {total > items.length && <p className="mt-3 text-sm text-stone-700">{`The newest ${items.length} of ${total} are listed.`}</p>}
          <ul className="mt-4 space-y-4">
            {items.map((item) => (
              <li key={`${item.kind} ${item.url}`}>
                <article className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
                  <Badge tone="neutral">{item.kindLabel}</Badge>
                  <h3 className="mt-2 font-serif text-lg font-bold text-stone-900">
                    <Link href={item.url} className={`underline-offset-2 hover:underline ${focusRing}`}>
                      {item.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-stone-700">
                    Cites{' '}
                    {item.cites.map((cited, i) => (
                      <span key={i}>
                        {i > 0 && ', '}
                        <Link href={cited.href} className={`text-stone-800 underline underline-offset-2 ${focusRing}`}>
                          {cited.label}
                        </Link>
                      </span>
                    ))}
                    {item.date && (
                      <>
                        {' · '}
                        <time dateTime={item.date}>{longDate(item.date)}</time>
                      </>
                    )}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
