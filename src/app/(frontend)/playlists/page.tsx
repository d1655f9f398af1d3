import type { Metadata } from 'next'

import { PLAYLISTS_INTRO, PLAYLISTS_TITLE, PlaylistList } from '@/components/playlists/PlaylistList'
import { listPlaylists } from '@/collections/playlists/data'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { listMetadata } from '@/lib/seo/metadata'

// Rendered once and cached; publishing a playlist expires it at once.
export const revalidate = 300

export const generateMetadata = async (): Promise<Metadata> =>
  listMetadata(await payloadClient(), { title: PLAYLISTS_TITLE, description: PLAYLISTS_INTRO, basePath: '/playlists' })

export default async function PlaylistsPage() {
  const payload = await payloadClient()
  await requireSection(payload, 'playlists')
  return <PlaylistList playlists={await listPlaylists(payload)} />
}
