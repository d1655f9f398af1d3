import type { Metadata } from 'next'

import { listPostsByTag } from '@/collections/posts/data'
import { payloadClient } from '@/lib/payload'
import { listMetadata, notFoundMetadata } from '@/lib/seo/metadata'
import { TagPosts } from './tagPage'
import { addressOf } from '@/collections/addresses'

// The sidebar's verse of the day and view counts change without a publish (see Sidebar.tsx).
export const revalidate = 300
// Tags render on first request and are cached from then on.
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ slug: string }> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const payload = await payloadClient()
  const tag = (await listPostsByTag(payload, (await params).slug))?.tag
  if (!tag) return notFoundMetadata('Tag not found')
  return listMetadata(payload, { title: `Tagged “${tag.name}”`, description: `Articles tagged “${tag.name}”.`, basePath: addressOf('tags', tag.slug) })
}

export default async function TagPage({ params }: Props) {
  return <TagPosts slug={(await params).slug} page={1} />
}
