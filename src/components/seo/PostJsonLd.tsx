import type { Post } from '@/collections/posts/data'
import { getDocumentSeo, getSeoDefaults } from '@/lib/data/seo'
import { payloadClient } from '@/lib/payload'
import { blogPostingJsonLd } from '@/lib/seo/blogPosting'
import { JsonLd } from './JsonLd'

/** The post's BlogPosting structured data (shares its reads with the page's metadata). */
export async function PostJsonLd({ post }: { post: Post }) {
  const payload = await payloadClient()
  const [defaults, seo] = await Promise.all([getSeoDefaults(payload), getDocumentSeo(payload, 'posts', post.slug)])
  return <JsonLd data={blogPostingJsonLd(post, seo, defaults)} />
}
