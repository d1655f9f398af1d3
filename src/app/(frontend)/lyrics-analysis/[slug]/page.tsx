import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LyricsVerdictBadge } from '@/components/badges/LyricsVerdictBadge'
import { EvaluationDisclaimer } from '@/components/discernment/EvaluationDisclaimer'
import { CoverImage } from '@/components/media/CoverImage'
import { RichText } from '@/components/posts/RichText'
import { PostMeta } from '@/components/posts/PostMeta'
import { ReviewJsonLd } from '@/components/seo/ReviewJsonLd'
import { getLyricsAnalysisBySlug } from '@/collections/lyrics-analyses/data'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { documentMetadata, notFoundMetadata } from '@/lib/seo/metadata'
import { BackLink } from '@/components/layout/BackLink'
import { ScriptureText } from '@/components/scripture/ScriptureText'
import { addressOf } from '@/collections/addresses'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first request and cached until the next content change; none is built ahead.
export const revalidate = 300
export const dynamicParams = true
export const generateStaticParams = async (): Promise<{ slug: string }[]> => []

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const payload = await payloadClient()
  const analysis = await getLyricsAnalysisBySlug(payload, (await params).slug)
  if (!analysis) return notFoundMetadata('Analysis not found')
  return documentMetadata(payload, 'lyrics-analyses', {
    slug: analysis.slug,
    title: analysis.title,
    description: analysis.summary,
    path: addressOf('lyrics-analyses', analysis.slug),
    date: analysis.date,
    section: 'Lyrics Analysis',
  })
}

export default async function LyricsAnalysisDetailPage({ params }: Props) {
  const payload = await payloadClient()
  await requireSection(payload, 'lyrics-analysis')
  const analysis = await getLyricsAnalysisBySlug(payload, (await params).slug)
  if (!analysis) notFound()

  return (
    <article className="mx-auto max-w-3xl">
      {/* An analysis does not name the recording apart from its own title: the work reviewed is named by it. */}
      <ReviewJsonLd
        collection="lyrics-analyses"
        slug={analysis.slug}
        path={addressOf('lyrics-analyses', analysis.slug)}
        headline={analysis.title}
        summary={analysis.summary}
        verdict={analysis.verdict}
        date={analysis.date}
        item={{ type: 'CreativeWork', name: analysis.title }}
      />
      <BackLink href="/lyrics-analysis">Back to Lyrics Analysis</BackLink>
      <header className="mt-4">
        <LyricsVerdictBadge verdict={analysis.verdict} />
        <h1 className="mt-3 font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">{analysis.title}</h1>
        <PostMeta date={analysis.date} readingTime={analysis.readingTime} className="mt-3 text-sm text-stone-600" />
      </header>

      {analysis.cover && (
        <CoverImage image={analysis.cover} preload sizes="(min-width: 800px) 768px, 100vw" className="mt-8 h-auto w-full rounded-lg bg-stone-200" />
      )}

      {analysis.quote && (
        <blockquote className="mt-8 border-l-4 border-amber-600 pl-4 font-serif text-xl italic text-stone-800">“{analysis.quote}”</blockquote>
      )}

      <p className="mt-6 text-lg leading-relaxed text-stone-800">
        <ScriptureText text={analysis.summary} />
      </p>

      <RichText html={analysis.content} className="mt-8" />

      <EvaluationDisclaimer className="mt-10" />
    </article>
  )
}
