/**
 * Post view counts: one atomic statement per view (src/lib/db/postViews.ts), outside Payload so
 * no hook (and no page revalidation) runs. Besides the post's total (`posts.views`, "Most
 * Popular" on the site) each view counts into its month in `post_monthly_views`, read by the
 * admin dashboard's "Most read this month".
 */
import type { Payload } from 'payload'

import { countView, mostReadPosts, type MonthlyReads } from '@/lib/db/postViews'
import { firstWithin } from '@/lib/rateLimit/limiter'
import { VIEW_WINDOW_SECONDS } from '@/lib/rateLimit/policies'
import { publishedPostId } from './data'
import { siteTimeZone } from '@/lib/data/site'

/**
 * The month `at` falls in on the site's calendar, as the `date` of its first day ('2026-11-01'):
 * the creator's "this month" starts at their midnight, not UTC's. Computed here rather than in
 * PostgreSQL, whose time-zone names need not match the ones the settings field accepts; an
 * unknown zone counts as UTC.
 */
export const monthOf = (at: Date, timeZone: string): string => {
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' })
  } catch {
    format = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: '2-digit' })
  }
  const part = (type: string) => format.formatToParts(at).find((p) => p.type === type)?.value
  return `${part('year')}-${part('month')}-01`
}

/** The current month on the site's calendar. */
export const siteMonth = async (payload: Payload, at: Date): Promise<string> => monthOf(at, await siteTimeZone(payload))

/**
 * Counts a view of a published post, once per visitor (client address) and post in
 * VIEW_WINDOW_SECONDS. One statement does it all, so a view is counted everywhere or nowhere:
 * the post's total, the latest saved version's copy of it (Payload starts an admin save from
 * that version, and would otherwise write its older count back over the views counted since),
 * and the month's count (inserted on the month's first view, incremented after).
 */
export const countPostView = async (payload: Payload, slug: string, visitor: string): Promise<'counted' | 'repeat' | 'missing'> => {
  const postId = await publishedPostId(payload, slug)
  if (postId === null) return 'missing'
  if (!(await firstWithin(payload, 'view', `${visitor}:${postId}`, VIEW_WINDOW_SECONDS))) return 'repeat'
  await countView(payload, postId, await siteMonth(payload, new Date()))
  return 'counted'
}

export type { MonthlyReads }

/** The month's most read published posts, most views first (`month` as `monthOf` gives it). */
export const mostReadInMonth = (payload: Payload, month: string, limit = 5): Promise<MonthlyReads[]> => mostReadPosts(payload, month, limit)
