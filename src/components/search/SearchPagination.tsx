import Link from 'next/link'

import { pageWindow } from '@/components/pagination/pageWindow'

type Props = { query: string; currentPage: number; totalPages: number }

const item = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium'
const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700'
const link = `${item} ${focus} border-stone-300 bg-white text-stone-800 hover:bg-stone-100`
const current = `${item} ${focus} border-amber-800 bg-amber-800 text-white`
const disabled = `${item} border-stone-200 bg-stone-100 text-stone-600`

/** `?q=…&page=n`: search pages are addressed by query string, unlike the lists' /page/n paths. */
const searchHref = (query: string, page: number) =>
  `/search?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`

/** Result pages: up to 5 numbers centred on the current one, with Previous and Next (SPEC §9). */
export function SearchPagination({ query, currentPage, totalPages }: Props) {
  if (totalPages <= 1) return null
  const step = (page: number, label: string, rel: 'prev' | 'next', enabled: boolean) =>
    enabled ? (
      <Link href={searchHref(query, page)} rel={rel} className={link}>
        {label}
      </Link>
    ) : (
      <span className={disabled}>{label}</span>
    )
  return (
    <nav aria-label="Search results pages" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{step(currentPage - 1, 'Previous', 'prev', currentPage > 1)}</li>
        {pageWindow(currentPage, totalPages).map((page) => (
          <li key={page}>
            <Link
              href={searchHref(query, page)}
              aria-current={page === currentPage ? 'page' : undefined}
              className={page === currentPage ? current : link}
            >
              <span className="sr-only">Page </span>
              {page}
            </Link>
          </li>
        ))}
        <li>{step(currentPage + 1, 'Next', 'next', currentPage < totalPages)}</li>
      </ul>
    </nav>
  )
}
