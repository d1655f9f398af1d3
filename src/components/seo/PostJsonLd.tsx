import type { PostDetail } from '@/collections/posts/data'
import { getPostWriter } from '@/collections/authors/data'
import { getDocumentSeo, getSeoDefaults } from '@/lib/data/seo'
import { payloadClient } from '@/lib/payload'
import { blogPostingJsonLd } from '@/lib/seo/blogPosting'
import { JsonLd } from './JsonLd'

/** The post's BlogPosting structured data (shares its reads with the page's metadata and byline). */
export async function PostJsonLd({ post }: { post: PostDetail }) {
  const payload = await payloadClient()
  const [defaults, seo, writer] = await Promise.all([getSeoDefaults(payload), getDocumentSeo(payload, 'posts', post.slug), getPostWriter(payload, post.authorSlug)])
  return <JsonLd data={blogPostingJsonLd(post, seo, defaults, writer)} />
}
