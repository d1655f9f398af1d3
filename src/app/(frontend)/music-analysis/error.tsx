'use client'

import { LoadError } from '@/components/errors/LoadError'

export default function MusicAnalysisError({ error, retry }: { error: unknown; retry: () => void }) {
  return <LoadError error={error} retry={retry} message="Error loading music analyses. Please try again." />
}
