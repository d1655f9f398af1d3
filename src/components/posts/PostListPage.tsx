import { Pagination } from '@/components/pagination/Pagination'
import { WithSidebar } from '@/components/sidebar/WithSidebar'
import type { Paged, Post } from '@/collections/posts/data'
import { PostGrid } from './PostGrid'

type Props = {
  /** A small label above the title ("Category", "Tag"). */
  eyebrow?: string
  title: string
  posts: Paged<Post>
  /** The list's first page; later pages are `${basePath}/page/{n}`. */
  basePath: string
}

/** The blog, category and tag lists: title, cards, pagination and the sidebar. */
export function PostListPage({ eyebrow, title, posts, basePath }: Props) {
  return (
    <WithSidebar>
      <section aria-labelledby="list-title">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-amber-900">{eyebrow}</p>}
        <h1 id="list-title" className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">
          {title}
        </h1>
        {posts.totalPages > 1 && (
          <p className="mt-2 text-sm text-stone-600">
            Page {posts.currentPage} of {posts.totalPages}
          </p>
        )}
        <div className="mt-6">
          <PostGrid posts={posts.items} />
        </div>
        <Pagination basePath={basePath} currentPage={posts.currentPage} totalPages={posts.totalPages} />
      </section>
    </WithSidebar>
  )
}
