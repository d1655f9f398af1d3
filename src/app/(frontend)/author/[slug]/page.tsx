import type { Metadata } from 'next'

import { WriterPosts, writerMetadata } from './writerPage'

// The sidebar's verse of the day and view counts change without a publish (see Sidebar.tsx).
export const revalidate = 300
// Writers' pages render on first request and are cached from then on.
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ slug: string }> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => writerMetadata((await params).slug)

export default async function WriterPage({ params }: Props) {
  return <WriterPosts slug={(await params).slug} page={1} />
}
