import { longDate } from '@/lib/format'

/** "March 3, 2026 · 5 min read" under a post title; `className` sets its size and colour. */
export function PostMeta({
  date,
  readingTime,
  className = 'text-sm text-stone-600',
}: {
  date: string
  readingTime: number
  className?: string
}) {
  return (
    <p className={className}>
      <time dateTime={date}>{longDate(date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{readingTime} min read</span>
    </p>
  )
}
