'use client'

import { LoadError } from '@/components/errors/LoadError'

export default function PlaylistsError({ error, retry }: { error: unknown; retry: () => void }) {
  return <LoadError error={error} retry={retry} message="Error loading playlists. Please try again." />
}
