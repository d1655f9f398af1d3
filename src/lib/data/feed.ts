/** The RSS feed's content: the newest published posts with their full text. */
import { payloadClient } from '@/lib/payload'
import { imageFields } from './images'
import { toPost, type Post } from './posts'
import { richTextToHtml } from './richText'
import { getSiteInfo } from './site'

export const FEED_SIZE = 20

export type FeedItem = Post & { content: string; updatedAt: string }

export type Feed = { title: string; description: string; items: FeedItem[] }

export const getFeed = async (limit = FEED_SIZE): Promise<Feed> => {
  const payload = await payloadClient()
  const [site, { docs }] = await Promise.all([
    getSiteInfo(),
    payload.find({
      collection: 'posts',
      where: { _status: { equals: 'published' } },
      select: {
        title: true,
        summary: true,
        coverImage: true,
        content: true,
        slug: true,
        publishedAt: true,
        category: true,
        tags: true,
        readingTime: true,
        views: true,
        createdAt: true,
        updatedAt: true,
      },
      populate: { categories: { name: true, slug: true }, tags: { name: true }, uploads: imageFields },
      // The same order as the blog: newest first, the id breaking ties.
      sort: ['-publishedAt', '-id'],
      limit,
      pagination: false,
      depth: 1,
      overrideAccess: false,
    }),
  ])
  return {
    title: site.title,
    description: site.description,
    items: docs.map((doc) => ({ ...toPost(doc), content: richTextToHtml(doc.content), updatedAt: doc.updatedAt })),
  }
}
