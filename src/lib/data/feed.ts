/** The feeds' content: the newest published posts, of the whole site or of one category, with their full text. */
import type { Payload, Where } from 'payload'

import { partFeedTitle } from '@/lib/seo/feeds'
import { postListFields, postPopulate, toPost, type Post } from '@/collections/posts/data'
import { newestFirst, published } from './published'
import { richTextToHtml } from './richText'
import { getSiteInfo } from './site'
import { isSlug } from './slugs'
import { addressOf } from '@/collections/addresses'

export const FEED_SIZE = 20

export type FeedItem = Post & { content: string; updatedAt: string }

export type Feed = {
  title: string
  description: string
  items: FeedItem[]
  /** The page the feed follows: "/" (the default) for the whole site, "/category/{slug}" for one category. */
  page?: string
  /** The site's name (the feeds' author) when the title is a category's; defaults to the title. */
  siteTitle?: string
  /** The site's copyright line, if the creator set one. */
  copyright?: string
}

const newestPosts = async (payload: Payload, where: Where | undefined, limit: number): Promise<FeedItem[]> => {
  const { docs } = await payload.find({
    collection: 'posts',
    where: where ? { and: [published, where] } : published,
    // What the blog lists, plus the full text.
    select: { ...postListFields, content: true, updatedAt: true },
    populate: postPopulate,
    sort: newestFirst,
    limit,
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return docs.map((doc) => ({ ...toPost(doc), content: richTextToHtml(doc.content), updatedAt: doc.updatedAt }))
}

/** The whole site's feed. */
export const getFeed = async (payload: Payload, limit = FEED_SIZE): Promise<Feed> => {
  const [site, items] = await Promise.all([getSiteInfo(payload), newestPosts(payload, undefined, limit)])
  return { title: site.title, description: site.description, copyright: site.copyright, items }
}

/** One category's feed, or null for an unknown category (an odd slug never reaches the database). */
export const getCategoryFeed = async (payload: Payload, slug: string, limit = FEED_SIZE): Promise<Feed | null> => {
  if (!isSlug(slug)) return null
  const [site, { docs }] = await Promise.all([
    getSiteInfo(payload),
    payload.find({
      collection: 'categories',
      where: { slug: { equals: slug } },
      select: { name: true, slug: true, description: true },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: false,
    }),
  ])
  const category = docs[0]
  if (!category) return null
  return {
    title: partFeedTitle(category.name, site.title),
    description: category.description || `${category.name}: the newest articles from ${site.title}.`,
    siteTitle: site.title,
    copyright: site.copyright,
    page: addressOf('categories', category.slug),
    items: await newestPosts(payload, { category: { equals: category.id } }, limit),
  }
}
