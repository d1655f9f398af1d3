'use client'

import { LoadError } from '@/components/errors/LoadError'

export default function MediaError({ error, retry }: { error: unknown; retry: () => void }) {
  return <LoadError error={error} retry={retry} message="Error loading the media library. Please try again." />
}
