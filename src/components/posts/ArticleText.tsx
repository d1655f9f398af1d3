import { ReadingProgress } from './ReadingProgress'
import { RichText } from './RichText'

/**
 * A post's text longer than this many minutes to read (more than about 1,200 words, at the 200
 * words a minute of src/fields/readingTime.ts) shows a reading progress bar.
 */
const LONG_READ_MINUTES = 6

/** A post's text, with the reading progress bar when it is long. */
export function ArticleText({ html, readingTime, className = '' }: { html: string; readingTime: number; className?: string }) {
  if (readingTime <= LONG_READ_MINUTES) return <RichText html={html} className={className} />
  return (
    <ReadingProgress className={className}>
      <RichText html={html} />
    </ReadingProgress>
  )
}
