import { Byline } from '@/components/authors/Byline'
import { ShareLinks } from '@/components/share/ShareLinks'
import { getPostWriter } from '@/collections/authors/data'
import type { PostDetail } from '@/collections/posts/data'
import { getAdjacentPosts, getReadNext } from '@/collections/posts/endOfArticle'
import { addressOf } from '@/collections/addresses'
import { payloadClient } from '@/lib/payload'
import { AdjacentPosts } from './AdjacentPosts'
import { ReadNext } from './ReadNext'

/** What follows a post's text: who wrote it, ways to share it, the posts around it and what to read next. */
export async function ArticleEnd({ post }: { post: PostDetail }) {
  const payload = await payloadClient()
  const [writer, adjacent, readNext] = await Promise.all([
    getPostWriter(payload, post.authorSlug),
    getAdjacentPosts(payload, post.id, post.date),
    getReadNext(payload, post.slug),
  ])
  return (
    <>
      {writer && <Byline writer={writer} />}
      <ShareLinks path={addressOf('posts', post.slug)} title={post.title} />
      <AdjacentPosts {...adjacent} />
      <ReadNext posts={readNext} />
    </>
  )
}
