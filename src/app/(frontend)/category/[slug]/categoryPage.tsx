import { notFound } from 'next/navigation'
import { cache } from 'react'

import { PostListPage } from '@/components/posts/PostListPage'
import { getCategoryBySlug } from '@/lib/data/categories'
import { listPostsInCategory } from '@/lib/data/posts'

/** One lookup per request, shared by the page and its metadata. */
export const findCategory = cache(getCategoryBySlug)

/** `/category/{slug}` and its later pages: 404 for an unknown category or a page past the end. */
export async function CategoryPosts({ slug, page }: { slug: string; page: number }) {
  const category = await findCategory(slug)
  if (!category) notFound()
  const posts = await listPostsInCategory(category.id, page)
  if (page > posts.totalPages) notFound()
  return <PostListPage eyebrow="Category" title={category.name} posts={posts} basePath={`/category/${category.slug}`} />
}
