'use client'

import { LoadError } from '@/components/errors/LoadError'

export default function LyricsAnalysisError({ error, retry }: { error: unknown; retry: () => void }) {
  return <LoadError error={error} retry={retry} message="Error loading lyrics analyses. Please try again." />
}
