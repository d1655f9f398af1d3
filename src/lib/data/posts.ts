/**
 * Posts as readers and the API see them (SPEC §3 "Post"). Pages and /api routes both read
 * through these functions; nothing else queries the posts collection for the public.
 */
import type { Where } from 'payload'

import { POSTS_PER_PAGE } from '@/lib/constants'
import { payloadClient } from '@/lib/payload'
import type { Post as PostDoc } from '@/payload-types'
import { toImage, type Image } from './images'
import { richTextToHtml } from './richText'

export type Post = {
  id: number
  slug: string
  title: string
  summary: string
  coverImage: string | null
  cover: Image | null
  category: string
  categorySlug: string
  date: string
  readingTime: number
  views: number
  tags: string[]
}

export type PostDetail = Post & { content: string }

export type Paged<T> = { items: T[]; currentPage: number; totalPages: number }

const published: Where = { _status: { equals: 'published' } }

export const toPost = (doc: PostDoc): Post => {
  const category = typeof doc.category === 'object' ? doc.category : null
  const cover = toImage(doc.coverImage, 'card')
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    summary: doc.summary,
    coverImage: cover?.url ?? null,
    cover,
    category: category?.name ?? '',
    categorySlug: category?.slug ?? '',
    date: doc.publishedAt ?? doc.createdAt,
    readingTime: doc.readingTime ?? 1,
    views: doc.views ?? 0,
    tags: (doc.tags ?? []).flatMap((t) => (typeof t === 'object' && t ? [t.name] : [])),
  }
}

export const listPosts = async ({ page = 1, where }: { page?: number; where?: Where } = {}): Promise<Paged<Post>> => {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'posts',
    where: where ? { and: [published, where] } : published,
    sort: '-publishedAt',
    page,
    limit: POSTS_PER_PAGE,
    depth: 1,
    overrideAccess: false,
  })
  return { items: result.docs.map(toPost), currentPage: page, totalPages: result.totalPages }
}

export const getPostBySlug = async (slug: string): Promise<PostDetail | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [published, { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  const doc = docs[0]
  if (!doc) return null
  return { ...toPost(doc), content: richTextToHtml(doc.content) }
}
