import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { parsePageParam } from '@/components/pagination/pageWindow'
import { resolvePageParam } from '@/components/pagination/resolvePage'
import { PostListPage } from '@/components/posts/PostListPage'
import { listPosts } from '@/collections/posts/data'
import { payloadClient } from '@/lib/payload'
import { listMetadata } from '@/lib/seo/metadata'

export const revalidate = 300
// Pages render on first request and are cached from then on.
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ page: string }> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> =>
  listMetadata(await payloadClient(), { title: 'Blog', basePath: '/blog', page: parsePageParam((await params).page) ?? 1 })

export default async function BlogListPage({ params }: Props) {
  const payload = await payloadClient()
  const page = resolvePageParam((await params).page, '/blog')
  const posts = await listPosts(payload, page)
  if (page > posts.totalPages) notFound()
  return <PostListPage title="Blog" posts={posts} basePath="/blog" />
}
