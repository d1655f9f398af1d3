import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RichText } from '@/components/posts/RichText'
import { DraftPreview } from '@/components/preview/DraftPreview'
import { getPageBySlug, previewPageBySlug } from '@/collections/pages/data'
import { longDate } from '@/lib/format'
import { payloadClient } from '@/lib/payload'
import { previewViewer, publishedOrPreview } from '@/lib/preview/viewer'
import { notFoundMetadata, sitePageMetadata } from '@/lib/seo/metadata'

// The metadata and the page read the same document once per render: the published one from
// the cache, or the latest draft for the staff's preview in draft mode (never cached).
const loadPage = publishedOrPreview(getPageBySlug, previewPageBySlug)

/** Title, description and canonical URL of the CMS page at /{slug}. */
export const cmsPageMetadata = async (slug: string): Promise<Metadata> => {
  const payload = await payloadClient()
  const page = await loadPage(payload, slug)
  if (!page) return notFoundMetadata('Page not found')
  return sitePageMetadata(payload, page)
}

/**
 * A site page edited in the CMS's Pages collection (about, resources, disclaimer, privacy,
 * terms). An unpublished or deleted page answers 404.
 */
export async function CmsPage({ slug }: { slug: string }) {
  const payload = await payloadClient()
  const page = await loadPage(payload, slug)
  if (!page) notFound()
  const preview = await previewViewer(payload)
  return (
    <article className="mx-auto max-w-3xl">
      {preview && <DraftPreview path={`/${slug}`} />}
      <h1 className="font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">{page.title}</h1>
      <p className="mt-3 text-sm text-stone-600">
        Last updated <time dateTime={page.updatedAt}>{longDate(page.updatedAt)}</time>
      </p>
      <RichText html={page.content} className="mt-8" />
    </article>
  )
}
