import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { OrganizationCategoryBadge, OrganizationVerdictBadge } from '@/components/badges/OrganizationBadges'
import { EvaluationDisclaimer } from '@/components/discernment/EvaluationDisclaimer'
import { focusRing } from '@/components/forms/styles'
import { CoverImage } from '@/components/media/CoverImage'
import { RichText } from '@/components/posts/RichText'
import { PostMeta } from '@/components/posts/PostMeta'
import { ReviewJsonLd } from '@/components/seo/ReviewJsonLd'
import { DraftPreview } from '@/components/preview/DraftPreview'
import { getOrganizationBySlug, previewOrganizationBySlug } from '@/collections/organizations/data'
import { payloadClient } from '@/lib/payload'
import { previewViewer, publishedOrPreview } from '@/lib/preview/viewer'
import { requireSection } from '@/lib/pages/requireSection'
import { documentMetadata, notFoundMetadata } from '@/lib/seo/metadata'
import { filtersQuery } from '@/lib/filterAddress'
import { BackLink } from '@/components/layout/BackLink'
import { ScriptureText } from '@/components/scripture/ScriptureText'
import { addressOf } from '@/collections/addresses'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first request, then served from the cache until the next content change.
export const dynamicParams = true
export const generateStaticParams = async (): Promise<{ slug: string }[]> => []
export const revalidate = 300

// The published organization from the cache, or the latest draft for the staff's preview in
// draft mode (never cached); once per render.
const loadOrganization = publishedOrPreview(getOrganizationBySlug, previewOrganizationBySlug)

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const payload = await payloadClient()
  const org = await loadOrganization(payload, (await params).slug)
  if (!org) return notFoundMetadata('Organization Not Found')
  return documentMetadata(payload, 'organizations', {
    slug: org.slug,
    title: org.name,
    description: org.summary,
    path: addressOf('organizations', org.slug),
    date: org.date,
    section: org.category,
    tags: org.tags,
  })
}

/** A source is a link only when it is a web address; anything else is a citation in words. */
const webAddress = (source: string): string | null => {
  if (!/^https?:\/\//i.test(source)) return null
  try {
    return new URL(source).href
  } catch {
    return null
  }
}

const listHref = (filter: { category?: string; tag?: string }) => `/organizations${filtersQuery(filter)}`

function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 border-t border-stone-200 pt-6">
      <h2 id={id} className="font-serif text-2xl font-bold text-stone-900">
        {title}
      </h2>
      <div className="mt-3 text-stone-800">{children}</div>
    </section>
  )
}

const textLink = `text-blue-800 underline underline-offset-2 hover:text-blue-950 ${focusRing}`

export default async function OrganizationPage({ params }: Props) {
  const payload = await payloadClient()
  await requireSection(payload, 'organizations')
  const org = await loadOrganization(payload, (await params).slug)
  if (!org) notFound()
  const path = addressOf('organizations', org.slug)
  const preview = await previewViewer(payload)

  return (
    <article className="mx-auto max-w-3xl">
      {preview && <DraftPreview path={path} />}
      <ReviewJsonLd
        collection="organizations"
        slug={org.slug}
        path={path}
        headline={org.name}
        summary={org.summary}
        verdict={org.verdict}
        date={org.date}
        item={{ type: 'Organization', name: org.name }}
      />
      <BackLink href="/organizations">Back to Organizations</BackLink>

      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-2">
          <Link href={listHref({ category: org.category })} className={`inline-block rounded-full ${focusRing}`}>
            <OrganizationCategoryBadge category={org.category} />
          </Link>
          <OrganizationVerdictBadge verdict={org.verdict} />
        </div>
        <h1 className="mt-3 font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">{org.name}</h1>
        <p className="mt-4 text-lg text-stone-700">
          <ScriptureText text={org.summary} />
        </p>
        <PostMeta date={org.date} readingTime={org.readingTime} className="mt-3 text-sm text-stone-600" />
      </header>

      {org.cover && (
        <CoverImage image={org.cover} preload sizes="(min-width: 800px) 768px, 100vw" className="mt-8 h-auto w-full rounded-lg bg-stone-200" />
      )}

      {org.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-6 flex flex-wrap gap-2">
          {org.tags.map((tag) => (
            <li key={tag}>
              <Link
                href={listHref({ tag })}
                className={`inline-flex min-h-8 items-center rounded-full bg-stone-200 px-3 text-sm text-stone-800 hover:bg-amber-100 hover:text-amber-900 ${focusRing}`}
              >
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      )}

      <RichText html={org.contentHtml} className="mt-8" />

      <DetailSection id="spiritual-concerns" title="Spiritual Concerns">
        <p className="whitespace-pre-line">
          <ScriptureText text={org.spiritualConcerns} />
        </p>
      </DetailSection>

      {org.scriptureReferences.length > 0 && (
        <DetailSection id="scripture-references" title="Scripture References">
          <ul className="list-disc space-y-1 pl-6 marker:text-amber-800">
            {org.scriptureReferences.map((reference) => (
              <li key={reference}>
                <ScriptureText text={reference} />
              </li>
            ))}
          </ul>
        </DetailSection>
      )}

      <DetailSection id="verdict" title="Verdict">
        <p className="flex flex-wrap items-center gap-2">
          <span>Our assessment of {org.name}:</span>
          <OrganizationVerdictBadge verdict={org.verdict} />
        </p>
      </DetailSection>

      {org.sources.length > 0 && (
        <DetailSection id="sources" title="Sources">
          <ul className="list-disc space-y-1 pl-6 marker:text-amber-800">
            {org.sources.map((source) => {
              const url = webAddress(source)
              return (
                <li key={source} className="break-words">
                  {url ? (
                    <a href={url} target="_blank" rel="noopener noreferrer" className={textLink}>
                      {source}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <ScriptureText text={source} />
                  )}
                </li>
              )
            })}
          </ul>
        </DetailSection>
      )}

      {org.relatedArticles.length > 0 && (
        <DetailSection id="related-articles" title="Related Articles">
          <ul className="list-disc space-y-1 pl-6 marker:text-amber-800">
            {org.relatedArticles.map((post) => (
              <li key={post.slug}>
                <Link href={addressOf('posts', post.slug)} className={textLink}>
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}

      <EvaluationDisclaimer className="mt-10" />
    </article>
  )
}
