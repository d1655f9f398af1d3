/** The RSS feed's content: the newest published posts with their full text. */
import { payloadClient } from '@/lib/payload'
import { postListFields, postPopulate, toPost, type Post } from './posts'
import { newestFirst, published } from './published'
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
      where: published,
      // What the blog lists, plus the full text.
      select: { ...postListFields, content: true, updatedAt: true },
      populate: postPopulate,
      sort: newestFirst,
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
