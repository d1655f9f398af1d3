import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { MusicVerdictBadge } from '@/components/badges/MusicVerdictBadge'
import { EvaluationDisclaimer } from '@/components/discernment/EvaluationDisclaimer'
import { CoverImage } from '@/components/media/CoverImage'
import { Paragraphs } from '@/components/text/Paragraphs'
import { ReviewJsonLd } from '@/components/seo/ReviewJsonLd'
import { getMusicAnalysisBySlug } from '@/collections/music-analyses/data'
import { payloadClient } from '@/lib/payload'
import { documentMetadata, notFoundMetadata } from '@/lib/seo/metadata'
import { musicVerdict } from '@/lib/vocabularies/verdicts'
import { BackLink } from '@/components/layout/BackLink'
import { ScriptureText } from '@/components/scripture/ScriptureText'
import { addressOf } from '@/collections/addresses'

type Props = { params: Promise<{ slug: string }> }

// Analyses render on their first request and are then cached until the next content change.
export const dynamicParams = true
export const generateStaticParams = async (): Promise<{ slug: string }[]> => []
export const revalidate = 300

const pathOf = (slug: string) => addressOf('music-analyses', slug)

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const payload = await payloadClient()
  const analysis = await getMusicAnalysisBySlug(payload, (await params).slug)
  if (!analysis) return notFoundMetadata('Analysis Not Found')
  return documentMetadata(payload, 'music-analyses', {
    slug: analysis.slug,
    title: analysis.title,
    description: analysis.summary,
    path: pathOf(analysis.slug),
    date: analysis.date,
    section: 'Music Analysis',
    tags: analysis.tags,
  })
}

const sectionHeading = 'font-serif text-2xl font-bold text-stone-900'

export default async function MusicAnalysisDetailPage({ params }: Props) {
  const payload = await payloadClient()
  const analysis = await getMusicAnalysisBySlug(payload, (await params).slug)
  if (!analysis) notFound()
  const verdict = musicVerdict(analysis.verdict)

  return (
    <article className="mx-auto max-w-3xl">
      <ReviewJsonLd
        collection="music-analyses"
        slug={analysis.slug}
        path={pathOf(analysis.slug)}
        headline={analysis.title}
        summary={analysis.summary}
        // The verdict's words without its mark ("Spiritually Risky", "No Verdict").
        verdict={verdict.label.replace(/^[^\p{L}]+/u, '')}
        date={analysis.date}
        item={{ type: 'MusicRecording', name: analysis.song, byArtist: analysis.artist, inAlbum: analysis.album ?? undefined }}
      />
      <BackLink href="/music-analysis">Back to Music Analysis</BackLink>

      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-2">
          <MusicVerdictBadge verdict={analysis.verdict} />
          {analysis.genre.length > 0 && (
            <ul aria-label="Genres" className="flex flex-wrap gap-1.5">
              {analysis.genre.map((genre) => (
                <li key={genre} className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs text-stone-800">
                  {genre}
                </li>
              ))}
            </ul>
          )}
        </div>
        <h1 className="mt-3 font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">{analysis.title}</h1>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-800">
          <dt className="font-semibold">Artist</dt>
          <dd>{analysis.artist}</dd>
          <dt className="font-semibold">Song</dt>
          <dd>{analysis.song}</dd>
          {analysis.album && (
            <>
              <dt className="font-semibold">Album</dt>
              <dd>{analysis.album}</dd>
            </>
          )}
        </dl>
      </header>

      {analysis.image && (
        <CoverImage
          image={analysis.image}
          preload
          sizes="(min-width: 800px) 768px, 100vw"
          className="mt-8 h-auto w-full rounded-lg bg-stone-200"
        />
      )}

      <EvaluationDisclaimer className="mt-8" />

      <p className="mt-8 text-lg leading-relaxed text-stone-800">
        <ScriptureText text={analysis.summary} />
      </p>

      {analysis.sections.map((section, i) => (
        <section key={i} className="mt-10">
          <h2 className={sectionHeading}>{section.title}</h2>
          <Paragraphs text={section.content} className="mt-3 leading-relaxed text-stone-800" />
        </section>
      ))}

      <section aria-labelledby="verdict" className="mt-10 rounded-lg border border-stone-200 bg-white p-5">
        <h2 id="verdict" className={sectionHeading}>
          Verdict
        </h2>
        <div className="mt-3">
          <MusicVerdictBadge verdict={analysis.verdict} />
        </div>
        <Paragraphs text={analysis.verdict_reason} className="mt-3 leading-relaxed text-stone-800" />
      </section>

      {analysis.supporting_scripture.length > 0 && (
        <section aria-labelledby="supporting-scripture" className="mt-10">
          <h2 id="supporting-scripture" className={sectionHeading}>
            Supporting Scripture
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-stone-800">
            {analysis.supporting_scripture.map((reference) => (
              <li key={reference}>
                <ScriptureText text={reference} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {analysis.tags.length > 0 && (
        <section aria-labelledby="tags" className="mt-10 border-t border-stone-200 pt-6">
          <h2 id="tags" className="text-sm font-semibold uppercase tracking-wide text-stone-700">
            Tags
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {analysis.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-stone-200 px-3 py-1 text-sm text-stone-800">
                #{tag}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
