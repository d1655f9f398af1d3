import Link from 'next/link'

import { CoverImage } from '@/components/media/CoverImage'
import { BookRatingBadge } from '@/components/badges/BookRatingBadge'
import { truncateSummary } from '@/components/posts/truncateSummary'
import type { Book } from '@/collections/books/data'
import { SidebarSection } from './SidebarSection'

export function BookOfTheMonth({ book }: { book: Book }) {
  return (
    <SidebarSection title="Book of the Month">
      <div className="flex gap-4">
        {book.cover && (
          <CoverImage
            image={book.cover}
            sizes="96px"
            className="h-auto w-24 shrink-0 self-start rounded object-cover"
          />
        )}
        <div className="min-w-0">
          <p className="font-serif font-bold leading-snug text-stone-900">{book.title}</p>
          <p className="text-sm text-stone-600">by {book.author}</p>
          <p className="mt-2">
            <BookRatingBadge rating={book.rating} />
          </p>
        </div>
      </div>
      <p className="mt-3 line-clamp-3 text-sm text-stone-700">{truncateSummary(book.summary)}</p>
      <Link href="/reading-club" className="mt-3 inline-block text-sm font-semibold text-amber-900 underline hover:text-amber-950">
        Visit the reading club
      </Link>
    </SidebarSection>
  )
}
