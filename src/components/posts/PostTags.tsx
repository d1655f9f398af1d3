import Link from 'next/link'

import { focusRing } from '@/components/forms/styles'
import type { TagLink } from '@/collections/posts/data'
import { addressOf } from '@/collections/addresses'

/** The post's tags, each linking to the list of posts that carry it. */
export function PostTags({ tags }: { tags: TagLink[] }) {
  if (tags.length === 0) return null
  return (
    <nav aria-label="Tags" className="mt-10 border-t border-stone-200 pt-6">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-700">Tags</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Link
              href={addressOf('tags', tag.slug)}
              className={`inline-block rounded-full bg-stone-200 px-3 py-1 text-sm text-stone-800 hover:bg-amber-100 hover:text-amber-900 ${focusRing}`}
            >
              #{tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
