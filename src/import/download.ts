/**
 * The import's summary as a plain text file the creator can keep: what the file held, what
 * came in, what was renamed, skipped or failed and why. Plain text because that is what opens
 * everywhere; nothing in it is markup, so nothing in it needs escaping but line breaks, which
 * are flattened out of every value taken from the file.
 */
import type { SiteImport as Import } from '@/payload-types'
import { plural } from '@/lib/format'
import { countOf, type ImportReport, type ImportSummary } from './report'

// eslint-disable-next-line no-control-regex -- control characters are what it takes out
const line = (value: unknown) => String(value ?? '').replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim()

export const summaryText = (doc: Pick<Import, 'id' | 'filename' | 'source' | 'status' | 'createdAt' | 'report' | 'summary' | 'error'>): string => {
  const report = doc.report as ImportReport | null
  const summary = doc.summary as ImportSummary | null
  const out: string[] = [`Import ${doc.id}: ${line(doc.filename)} (${doc.source === 'ghost' ? 'Ghost' : 'WordPress'})`, `Started ${doc.createdAt}; now ${doc.status}.`, '']
  if (doc.error) out.push(`Problem: ${line(doc.error)}`, '')
  if (report) {
    const c = report.counts
    out.push('The file held:', `  ${plural(c.posts, 'post', 'posts')}, ${plural(c.pages, 'page', 'pages')} (${c.drafts} of them as drafts), ${plural(c.comments, 'comment', 'comments')}, ${plural(c.authors, 'author', 'authors')}, ${plural(c.categories, 'category', 'categories')}, ${plural(c.tags, 'tag', 'tags')}, ${plural(c.members, 'member', 'members')}, ${plural(c.images, 'image', 'images')}`, '')
  }
  if (summary) {
    out.push('Brought in:')
    for (const [collection, count] of Object.entries(summary.created)) out.push(`  ${countOf(collection, count)}`)
    out.push(`  ${plural(summary.redirects, 'redirect', 'redirects')} from old addresses`, `  ${plural(summary.unchanged, 'item', 'items')} already there from an earlier run, left as they were`, `  in ${summary.seconds} seconds`, '')
    if (summary.conflicts.length) {
      out.push('Given another address (the first was taken):')
      for (const c of summary.conflicts) out.push(`  ${line(c.title)}: /${line(c.slug)} → /${line(c.newSlug)} (${line(c.reason)})`)
      out.push('')
    }
    if (summary.skipped.length) {
      out.push('Left out:')
      for (const s of summary.skipped) out.push(`  ${s.count} × ${line(s.what)}: ${line(s.reason)}`)
      out.push('')
    }
    if (summary.drafted?.length) {
      out.push('Published there, but brought in as drafts:')
      for (const d of summary.drafted) out.push(`  ${line(d.title)}: ${line(d.reason)}`)
      out.push('')
    }
    if (summary.images.failed.length) {
      out.push('Images that could not be brought in (their posts came in without them):')
      for (const f of summary.images.failed) out.push(`  ${line(f.url)}: ${line(f.reason)}`)
      out.push('')
    }
    if (summary.failed.length) {
      out.push('Items that did not come in:')
      for (const f of summary.failed) out.push(`  ${line(f.title)}: ${line(f.reason)}`)
      out.push('')
    }
  }
  return `${out.join('\n')}\n`
}
