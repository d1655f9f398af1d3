import type { Metadata } from 'next'

import { parsePageParam } from '@/components/pagination/pageWindow'
import { resolvePageParam } from '@/components/pagination/resolvePage'
import { getCategoryDescription } from '@/lib/data/seo'
import { payloadClient } from '@/lib/payload'
import { listMetadata, notFoundMetadata } from '@/lib/seo/metadata'
import { listPostsByCategory } from '@/collections/posts/data'
import { CategoryPosts } from '../../categoryPage'
import { addressOf } from '@/collections/addresses'

export const revalidate = 300
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ slug: string; page: string }> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const payload = await payloadClient()
  const { slug, page } = await params
  const category = (await listPostsByCategory(payload, slug))?.category
  if (!category) return notFoundMetadata('Category not found')
  const basePath = addressOf('categories', category.slug)
  return listMetadata(payload, {
    title: category.name,
    description: await getCategoryDescription(payload, slug),
    basePath,
    page: parsePageParam(page) ?? 1,
    feed: { page: basePath, name: category.name },
  })
}

export default async function CategoryListPage({ params }: Props) {
  const { slug, page } = await params
  return <CategoryPosts slug={slug} page={resolvePageParam(page, addressOf('categories', slug))} />
}
