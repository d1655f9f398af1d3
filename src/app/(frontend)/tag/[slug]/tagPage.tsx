import { notFound } from 'next/navigation'

import { PostListPage } from '@/components/posts/PostListPage'
import { listPostsByTag } from '@/collections/posts/data'
import { addressOf } from '@/collections/addresses'
import { payloadClient } from '@/lib/payload'

/** `/tag/{slug}` and its later pages: 404 for an unknown tag or a page past the end. */
export async function TagPosts({ slug, page }: { slug: string; page: number }) {
  const payload = await payloadClient()
  const result = await listPostsByTag(payload, slug, page)
  if (!result || page > result.totalPages) notFound()
  return <PostListPage eyebrow="Tagged" title={result.tag.name} posts={result} basePath={addressOf('tags', result.tag.slug)} />
}
