import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query'
import type { Metadata } from 'next'

import { FavoritesGrid } from '@/components/favorites/FavoritesGrid'
import { memberOrSignIn } from '@/lib/auth/currentMember'
import { payloadClient } from '@/lib/payload'
import { asFavorite, listSavedPosts } from '@/collections/favorites/data'

export const metadata: Metadata = { title: 'My Favorite Articles', robots: { index: false, follow: false } }

/**
 * Members only: a visitor gets a plain 307 to /login?next=/favorites before anything renders
 * (no loading.tsx, whose streamed fallback would come first). The saved posts are read here,
 * rendered into the HTML, and handed to the browser's ['/api/favorites'] query as its data.
 */
export default async function FavoritesPage() {
  const payload = await payloadClient()
  const member = await memberOrSignIn(payload, '/favorites')
  const saved = await listSavedPosts(payload, member)
  const queries = new QueryClient()
  queries.setQueryData(['/api/favorites'], saved.map(asFavorite))
  return (
    <section aria-labelledby="favorites-title">
      <h1 id="favorites-title" className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">
        My Favorite Articles
      </h1>
      <HydrationBoundary state={dehydrate(queries)}>
        <FavoritesGrid posts={saved.map((s) => s.post)} />
      </HydrationBoundary>
    </section>
  )
}
