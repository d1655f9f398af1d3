import Link from 'next/link'

import { primaryButtonClass } from '@/components/forms/styles'

/** An unknown or unpublished music analysis (HTTP 404). */
export default function MusicAnalysisNotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-serif text-3xl font-bold text-stone-900">Analysis Not Found</h1>
      <p className="mt-4 text-stone-700">The music analysis you&apos;re looking for could not be found.</p>
      <Link href="/music-analysis" className={`mt-8 ${primaryButtonClass}`}>
        Back to Music Analysis
      </Link>
    </div>
  )
}
