import Link from 'next/link'

import { pageHref, pageWindow } from './pageWindow'

type Props = {
  currentPage: number
  totalPages: number
  label?: string
  /**
   * Off for pages rendered per request (a filtered list's `?page=`): Next would otherwise fetch
   * every page link in view ahead of a click.
   */
  prefetch?: boolean
} & (
  /** A list whose later pages are `${basePath}/page/{n}`… */
  | { basePath: string; href?: never }
  /** …or any other scheme, such as the search page's `?page=n`. */
  | { href: (page: number) => string; basePath?: never }
)

const item = 'inline-flex min-h-10 min-w-9 items-center justify-center rounded-md border px-2.5 text-sm font-medium sm:min-w-10 sm:px-3'
const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700'
const link = `${item} ${focus} border-stone-300 bg-white text-stone-800 hover:bg-stone-100`
const current = `${item} ${focus} border-amber-800 bg-amber-800 text-white`
// Previous on the first page and Next on the last stay in place (the row does not jump) as plain text.
const disabled = `${item} border-stone-200 bg-stone-100 text-stone-600`

/** Page links for a list: up to 5 numbers centred on the current page, with Previous and Next. */
export function Pagination({ basePath, href, currentPage, totalPages, label = 'Pagination', prefetch }: Props) {
  if (totalPages <= 1) return null
  const hrefFor = href ?? ((page: number) => pageHref(basePath!, page))
  const hasPrevious = currentPage > 1
  const hasNext = currentPage < totalPages
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-2">
        <li>
          {hasPrevious ? (
            <Link href={hrefFor(currentPage - 1)} prefetch={prefetch} rel="prev" className={link}>
              Previous
            </Link>
          ) : (
            <span className={disabled}>
              Previous
            </span>
          )}
        </li>
        {pageWindow(currentPage, totalPages).map((page) => (
          <li key={page}>
            <Link
              prefetch={prefetch}
              href={hrefFor(page)}
              aria-current={page === currentPage ? 'page' : undefined}
              className={page === currentPage ? current : link}
            >
              <span className="sr-only">Page </span>
              {page}
            </Link>
          </li>
        ))}
        <li>
          {hasNext ? (
            <Link href={hrefFor(currentPage + 1)} prefetch={prefetch} rel="next" className={link}>
              Next
            </Link>
          ) : (
            <span className={disabled}>
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
