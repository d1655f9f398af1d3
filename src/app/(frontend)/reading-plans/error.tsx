'use client'

import { LoadError } from '@/components/errors/LoadError'

export default function ReadingPlansError({ error, retry }: { error: unknown; retry: () => void }) {
  return <LoadError error={error} retry={retry} message="Error loading reading plans. Please try again." />
}
