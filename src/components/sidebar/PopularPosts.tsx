import Link from 'next/link'

import type { Post } from '@/collections/posts/data'
import { SidebarSection } from './SidebarSection'
import { addressOf } from '@/collections/addresses'

const viewCount = (views: number) => `${views.toLocaleString('en-US')} ${views === 1 ? 'view' : 'views'}`

/** The most viewed posts with their view counts (a few minutes old at most: see the pages' `revalidate`). */
export function PopularPosts({ posts }: { posts: Post[] }) {
  return (
    <SidebarSection title="Most Popular">
      {posts.length === 0 ? (
        <p className="text-sm text-stone-600">No posts found</p>
      ) : (
        <ol className="space-y-3">
          {posts.map((post, i) => (
            <li key={post.id} className="flex gap-3">
              <span aria-hidden="true" className="font-serif text-2xl font-bold leading-none text-amber-800">
                {i + 1}
              </span>
              <div className="min-w-0">
                <Link href={addressOf('posts', post.slug)} className="text-sm font-semibold leading-snug text-stone-900 hover:text-amber-900 hover:underline">
                  {post.title}
                </Link>
                <p className="text-xs text-stone-600">{viewCount(post.views)}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </SidebarSection>
  )
}
