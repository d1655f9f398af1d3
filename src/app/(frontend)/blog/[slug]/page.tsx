import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { CoverImage } from '@/components/media/CoverImage'
import { CategoryBadge } from '@/components/badges/CategoryBadge'
import { Comments } from '@/components/comments/Comments'
import { focusRing } from '@/components/forms/styles'
import { PostTags } from '@/components/posts/PostTags'
import { ArticleText } from '@/components/posts/ArticleText'
import { ArticleEnd } from '@/components/posts/ArticleEnd'
import { WriterName } from '@/components/authors/WriterName'
import { SaveButton } from '@/components/posts/SaveButton'
import { ShareButton } from '@/components/share/ShareButton'
import { ViewBeacon } from '@/components/posts/ViewBeacon'
import { PostMeta } from '@/components/posts/PostMeta'
import { DraftPreview } from '@/components/preview/DraftPreview'
import { PostJsonLd } from '@/components/seo/PostJsonLd'
import { listApprovedComments } from '@/collections/comments/data'
import { getPostBySlug, previewPostBySlug } from '@/collections/posts/data'
import { getFeatures } from '@/lib/data/site'
import { payloadClient } from '@/lib/payload'
import { previewViewer, publishedOrPreview } from '@/lib/preview/viewer'
import { notFoundMetadata, postMetadata } from '@/lib/seo/metadata'
import { addressOf } from '@/collections/addresses'

type Props = { params: Promise<{ slug: string }> }

// Posts render on their first request and are then served from the cache until the next
// content change (the collections' revalidation hooks); none is built ahead of time.
export const dynamicParams = true
export const generateStaticParams = async (): Promise<{ slug: string }[]> => []

// The metadata and the page read the same post once per render: the published one from the
// cache, or the latest draft for the staff's preview in draft mode (never cached).
const loadPost = publishedOrPreview(getPostBySlug, previewPostBySlug)

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const payload = await payloadClient()
  const post = await loadPost(payload, (await params).slug)
  return post ? postMetadata(payload, post) : notFoundMetadata('Post not found')
}

export default async function PostPage({ params }: Props) {
  const payload = await payloadClient()
  const { slug } = await params
  const post = await loadPost(payload, slug)
  if (!post) notFound()
  const [features, comments, preview] = await Promise.all([getFeatures(payload), listApprovedComments(payload, slug), previewViewer(payload)])

  return (
    <article className="mx-auto max-w-3xl">
      {preview && <DraftPreview path={addressOf('posts', post.slug)} />}
      <PostJsonLd post={post} />
      {/* A preview is not a reader's visit. */}
      {!preview && <ViewBeacon slug={post.slug} />}
      <header>
        {post.categorySlug && (
          <Link href={addressOf('categories', post.categorySlug)} className={`inline-block rounded-full ${focusRing}`}>
            <CategoryBadge name={post.category} />
          </Link>
        )}
        <h1 className="mt-3 font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">{post.title}</h1>
        <WriterName post={post} className="mt-3" />
        <PostMeta date={post.date} readingTime={post.readingTime} className="mt-1" />
        <div className="mt-5 flex flex-wrap gap-2">
          <SaveButton slug={post.slug} />
          <ShareButton path={addressOf('posts', post.slug)} copied="Link copied" />
        </div>
      </header>

      {post.cover && (
        <CoverImage
          image={post.cover}
          preload
          // The article's 768 px column inside the page's padding (16 px each side on phones, 24 px from 640 px).
          sizes="(min-width: 816px) 768px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)"
          className="mt-8 h-auto w-full rounded-lg bg-stone-200"
        />
      )}

      <ArticleText html={post.content} readingTime={post.readingTime} className="mt-8" />

      <PostTags tags={post.tagLinks} />

      <ArticleEnd post={post} />

      {features.comments && <Comments slug={post.slug} comments={comments ?? []} />}
    </article>
  )
}
