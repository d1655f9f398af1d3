'use client'

import { LoadError } from '@/components/errors/LoadError'

export default function FavoritesError({ error, retry }: { error: unknown; retry: () => void }) {
  return <LoadError error={error} retry={retry} message="Error loading your favorites. Please try again." />
}
