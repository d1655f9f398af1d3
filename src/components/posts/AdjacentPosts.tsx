import Link from 'next/link'

import { focusRing } from '@/components/forms/styles'
import type { AdjacentPosts as Adjacent, PostLink } from '@/collections/posts/endOfArticle'
import { addressOf } from '@/collections/addresses'

const Side = ({ post, rel, label, align }: { post: PostLink; rel: 'prev' | 'next'; label: string; align: string }) => (
  <Link
    href={addressOf('posts', post.slug)}
    rel={rel}
    className={`block rounded-lg border border-stone-200 bg-white p-4 hover:border-amber-700 ${focusRing} ${align}`}
  >
    <span className="block text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</span>
    <span className="mt-1 block font-serif font-bold text-stone-900">{post.title}</span>
  </Link>
)

/** Links to the posts published just before and just after this one. */
export function AdjacentPosts({ previous, next }: Adjacent) {
  if (!previous && !next) return null
  return (
    <nav aria-label="Previous and next posts" className="mt-10 grid gap-4 sm:grid-cols-2">
      {previous ? <Side post={previous} rel="prev" label="← Previous post" align="" /> : <span className="hidden sm:block" />}
      {next && <Side post={next} rel="next" label="Next post →" align="sm:text-right" />}
    </nav>
  )
}
