import Link from 'next/link'

import { primaryButtonClass } from '@/components/forms/styles'

/** An unknown or unpublished lyrics analysis (HTTP 404). */
export default function LyricsAnalysisNotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-serif text-3xl font-bold text-stone-900">Analysis not found</h1>
      <p className="mt-4 text-stone-700">The lyrics analysis you are looking for does not exist or is no longer published.</p>
      <Link href="/lyrics-analysis" className={`mt-8 ${primaryButtonClass}`}>
        Back to Lyrics Analysis
      </Link>
    </div>
  )
}
