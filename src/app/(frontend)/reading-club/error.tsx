'use client'

import { LoadError } from '@/components/errors/LoadError'

export default function ReadingClubError({ error, retry }: { error: unknown; retry: () => void }) {
  return <LoadError error={error} retry={retry} message="Error loading the reading club. Please try again." />
}
