'use client'

import { LoadError } from '@/components/errors/LoadError'

export default function PodcastError({ error, retry }: { error: unknown; retry: () => void }) {
  return <LoadError error={error} retry={retry} message="Error loading the podcast. Please try again." />
}
