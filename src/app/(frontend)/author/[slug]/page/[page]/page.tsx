import type { Metadata } from 'next'

import { parsePageParam } from '@/components/pagination/pageWindow'
import { resolvePageParam } from '@/components/pagination/resolvePage'
import { addressOf } from '@/collections/addresses'
import { WriterPosts, writerMetadata } from '../../writerPage'

export const revalidate = 300
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ slug: string; page: string }> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const { slug, page } = await params
  return writerMetadata(slug, parsePageParam(page) ?? 1)
}

export default async function WriterListPage({ params }: Props) {
  const { slug, page } = await params
  return <WriterPosts slug={slug} page={resolvePageParam(page, addressOf('authors', slug))} />
}
