import Link from 'next/link'

import { Badge } from '@/components/badges/Badge'
import { truncateSummary } from '@/components/posts/truncateSummary'
import type { SearchResult } from '@/lib/data/search'
import { longDate } from '@/lib/format'
import { RESULT_TYPE_LABEL } from './resultTypes'

/** Ranked results, best match first, each with its type, title link, summary and date. */
export function SearchResults({ items }: { items: SearchResult[] }) {
  return (
    <ol className="mt-6 space-y-4">
      {items.map((item) => (
        <li key={item.url}>
          <article className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm focus-within:ring-2 focus-within:ring-amber-700">
            <Badge tone="neutral">{RESULT_TYPE_LABEL[item.type]}</Badge>
            <h2 className="mt-2 font-serif text-xl font-bold text-stone-900">
              <Link href={item.url} className="hover:underline focus-visible:outline-none">
                {item.title}
              </Link>
            </h2>
            {item.summary && <p className="mt-2 line-clamp-3 text-stone-700">{truncateSummary(item.summary)}</p>}
            {item.date && (
              <p className="mt-2 text-sm text-stone-600">
                <time dateTime={item.date}>{longDate(item.date)}</time>
              </p>
            )}
          </article>
        </li>
      ))}
    </ol>
  )
}
