import type { Metadata } from 'next'

import { PostListPage } from '@/components/posts/PostListPage'
import { listPosts } from '@/collections/posts/data'
import { payloadClient } from '@/lib/payload'
import { listMetadata } from '@/lib/seo/metadata'

// The sidebar's verse of the day and view counts change without a publish (see Sidebar.tsx).
export const revalidate = 300

export const generateMetadata = async (): Promise<Metadata> => listMetadata(await payloadClient(), { title: 'Blog', basePath: '/blog' })

export default async function BlogPage() {
  const payload = await payloadClient()
  const posts = await listPosts(payload, 1)
  return <PostListPage title="Blog" posts={posts} basePath="/blog" />
}
