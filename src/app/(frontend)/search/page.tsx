import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { Pagination } from '@/components/pagination/Pagination'
import { SearchForm } from '@/components/search/SearchForm'
import { cappedNote, resultCount } from '@/components/search/resultCount'
import { SearchResults } from '@/components/search/SearchResults'
import { readSearchQuery } from '@/components/search/searchQuery'
import { searchContent } from '@/lib/data/search'
import { getFeatures } from '@/lib/data/site'
import { payloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = async ({ searchParams }: Props): Promise<Metadata> => {
  const payload = await payloadClient()
  const { query } = readSearchQuery(await searchParams)
  const metadata = await pageMetadata(payload, { title: query ? `Search results for “${query}”` : 'Search', path: '/search' })
  // Result pages are endless variations of other pages: keep them out of search engines.
  return query ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

/** `?q=…&page=n`: search pages are addressed by query string, unlike the lists' /page/n paths. */
const searchHref = (query: string) => (page: number) =>
  `/search?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`

export default async function SearchPage({ searchParams }: Props) {
  const payload = await payloadClient()
  if (!(await getFeatures(payload)).search) notFound()
  const { raw, query, problem, page } = readSearchQuery(await searchParams)
  const results = query ? await searchContent(payload, query, page) : null

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-serif text-3xl font-bold text-stone-900">{query ? `Search results for “${query}”` : 'Search'}</h1>
      <div className="mt-6">
        {/* A new query (back/forward) replaces what was typed; without one, typing is what the page is for. */}
        <SearchForm key={raw} query={raw} label="Search the site" placeholder="Search articles, analyses and media..." autoFocus={!raw} />
      </div>
      {problem && (
        <p className="mt-4 text-sm text-red-700" role="alert">
          {problem}
        </p>
      )}
      {!query && !problem && (
        <p className="mt-6 text-stone-700">Search articles, organization and music analyses, lyrics analyses and media.</p>
      )}
      {query && results && (
        <>
          <p className="mt-6 text-sm text-stone-700">{resultCount(results, page)}</p>
          {results.capped && <p className="mt-1 text-sm text-stone-700">{cappedNote(results.total)}</p>}
          {results.items.length > 0 ? (
            <SearchResults items={results.items} />
          ) : results.total > 0 ? (
            <p className="mt-6 text-stone-700">
              This page has no results.{' '}
              <Link href={`/search?q=${encodeURIComponent(query)}`} className="text-blue-800 underline">
                Back to the first page
              </Link>
            </p>
          ) : (
            <div className="mt-6 rounded-lg border border-stone-200 bg-white p-6 text-center">
              <h2 className="font-serif text-xl font-bold text-stone-900">No results found</h2>
              <p className="mt-2 text-stone-700">Try different or fewer words, or browse the latest articles.</p>
              <Link href="/blog" className="mt-4 inline-block text-blue-800 underline">
                Browse the blog
              </Link>
            </div>
          )}
          <Pagination href={searchHref(query)} currentPage={page} totalPages={results.totalPages} label="Search results pages" />
        </>
      )}
    </div>
  )
}
