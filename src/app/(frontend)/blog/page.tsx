import type { Metadata } from 'next'

import { PostListPage } from '@/components/posts/PostListPage'
import { listPosts } from '@/collections/posts/data'
import { listMetadata } from '@/lib/seo/metadata'

// The sidebar's verse of the day and view counts change without a publish (see Sidebar.tsx).
export const revalidate = 300

export const generateMetadata = (): Promise<Metadata> => listMetadata({ title: 'Blog', basePath: '/blog' })

export default async function BlogPage() {
  const posts = await listPosts(1)
  return <PostListPage title="Blog" posts={posts} basePath="/blog" />
}
