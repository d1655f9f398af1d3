import type { Metadata } from 'next'

import { parsePageParam } from '@/components/pagination/pageWindow'
import { resolvePageParam } from '@/components/pagination/resolvePage'
import { listPostsByTag } from '@/collections/posts/data'
import { payloadClient } from '@/lib/payload'
import { listMetadata, notFoundMetadata } from '@/lib/seo/metadata'
import { TagPosts } from '../../tagPage'
import { addressOf } from '@/collections/addresses'

export const revalidate = 300
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ slug: string; page: string }> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const payload = await payloadClient()
  const { slug, page } = await params
  const tag = (await listPostsByTag(payload, slug))?.tag
  if (!tag) return notFoundMetadata('Tag not found')
  return listMetadata(payload, {
    title: `Tagged “${tag.name}”`,
    description: `Articles tagged “${tag.name}”.`,
    basePath: addressOf('tags', tag.slug),
    page: parsePageParam(page) ?? 1,
  })
}

export default async function TagListPage({ params }: Props) {
  const { slug, page } = await params
  return <TagPosts slug={slug} page={resolvePageParam(page, addressOf('tags', slug))} />
}
