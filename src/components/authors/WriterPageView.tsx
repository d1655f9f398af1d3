import { Pagination } from '@/components/pagination/Pagination'
import { JsonLd } from '@/components/seo/JsonLd'
import { WithSidebar } from '@/components/sidebar/WithSidebar'
import type { WriterPage } from '@/collections/authors/data'
import { addressOf } from '@/collections/addresses'
import { personJsonLd } from '@/lib/seo/person'
import { WriterPhoto } from './WriterPhoto'
import { WritingCard } from './WritingCard'

/** `/author/{slug}` and its later pages: the writer, then their published writing, newest first. */
export function WriterPageView({ page }: { page: WriterPage }) {
  const { writer } = page
  return (
    <WithSidebar>
      <section aria-labelledby="writer-name">
        <JsonLd data={personJsonLd(writer)} />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <WriterPhoto writer={writer} size={96} />
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-amber-900">Writer</p>
            <h1 id="writer-name" className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">
              {writer.name}
            </h1>
          </div>
        </div>
        {writer.bio && <p className="mt-4 max-w-2xl text-stone-700">{writer.bio}</p>}
        {page.totalPages > 1 && (
          <p className="mt-4 text-sm text-stone-600">
            Page {page.currentPage} of {page.totalPages}
          </p>
        )}
        <h2 className="mt-8 font-serif text-2xl font-bold text-stone-900">Published writing</h2>
        {page.items.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">Nothing published yet</p>
        ) : (
          <div className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {page.items.map((writing, i) => (
              <WritingCard key={`${writing.kind}-${writing.id}`} writing={writing} imageLoading={i < 3 ? 'eager' : 'lazy'} />
            ))}
          </div>
        )}
        <Pagination basePath={addressOf('authors', writer.slug)} currentPage={page.currentPage} totalPages={page.totalPages} />
      </section>
    </WithSidebar>
  )
}
