import { notFound } from 'next/navigation'
import { PostListPage } from '@/components/posts/PostListPage'
import { listPostsByCategory } from '@/collections/posts/data'
import { addressOf } from '@/collections/addresses'
import { payloadClient } from '@/lib/payload'

/** `/category/{slug}` and its later pages: 404 for an unknown category or a page past the end. */
export async function CategoryPosts({ slug, page }: { slug: string; page: number }) {
  const payload = await payloadClient()
  const posts = await listPostsByCategory(payload, slug, page)
  if (!posts || page > posts.totalPages) notFound()
  return <PostListPage eyebrow="Category" title={posts.category.name} posts={posts} basePath={addressOf('categories', posts.category.slug)} />
}
