import { JsonLd } from '@/components/seo/JsonLd'
import type { BookDetail } from '@/collections/books/data'
import { getSeoDefaults } from '@/lib/data/seo'
import { payloadClient } from '@/lib/payload'
import { reviewJsonLd } from '@/lib/seo/review'

/**
 * The book's schema.org Review (its rating is the verdict). Unlike ReviewJsonLd, which reads a
 * document's share image and last change again by slug, it takes them from the book the page
 * has already read.
 */
export async function BookReviewJsonLd({ book, path }: { book: BookDetail; path: string }) {
  const payload = await payloadClient()
  const defaults = await getSeoDefaults(payload)
  return (
    <JsonLd
      data={reviewJsonLd(
        {
          path,
          headline: book.title,
          summary: book.summary,
          verdict: book.rating,
          date: book.date,
          modified: book.updatedAt,
          image: book.shareImage,
          item: { type: 'Book', name: book.title, author: book.author },
        },
        defaults,
      )}
    />
  )
}
