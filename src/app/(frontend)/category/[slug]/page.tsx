import type { Metadata } from 'next'

import { getCategoryDescription } from '@/lib/data/seo'
import { payloadClient } from '@/lib/payload'
import { listMetadata, notFoundMetadata } from '@/lib/seo/metadata'
import { listPostsByCategory } from '@/collections/posts/data'
import { CategoryPosts } from './categoryPage'
import { addressOf } from '@/collections/addresses'

// The sidebar's verse of the day and view counts change without a publish (see Sidebar.tsx).
export const revalidate = 300
// Categories render on first request and are cached from then on.
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ slug: string }> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const payload = await payloadClient()
  const { slug } = await params
  const category = (await listPostsByCategory(payload, slug))?.category
  if (!category) return notFoundMetadata('Category not found')
  const basePath = addressOf('categories', category.slug)
  return listMetadata(payload, {
    title: category.name,
    description: await getCategoryDescription(payload, slug),
    basePath,
    feed: { page: basePath, name: category.name },
  })
}

export default async function CategoryPage({ params }: Props) {
  return <CategoryPosts slug={(await params).slug} page={1} />
}
