'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'

import { cardImageLoading } from '@/components/cards/Card'
import { BrowseArticles } from '@/components/dashboard/BrowseArticles'
import { toast } from '@/components/toast/toastStore'
import { useSubmission } from '@/lib/client/useSubmission'
import type { Favorite } from '@/collections/favorites/data'
import type { Post } from '@/collections/posts/data'
import { FavoriteCard } from './FavoriteCard'

/** The member's favorites as GET /api/favorites answers them; the post page's Save button keeps it current too. */
const FAVORITES_KEY = ['/api/favorites'] as const
const REMOVE_KEY = ['remove-favorite'] as const

const savedCount = (n: number) => `You have saved ${n} ${n === 1 ? 'article' : 'articles'}.`

/**
 * The /favorites grid. The page renders it on the server with the member's saved posts and
 * seeds the ['/api/favorites'] query with the same list, so the HTML already holds the cards.
 * Remove takes a card out at once (and the count with it), restores it if the server refuses,
 * and leaves the shared query and the post's own saved state matching the server.
 */
export function FavoritesGrid({ posts }: { posts: Post[] }) {
  const sendOnce = useSubmission()
  const queryClient = useQueryClient()
  const favorites = useQuery<Favorite[]>({ queryKey: FAVORITES_KEY })
  const saved = new Set((favorites.data ?? []).map((f) => f.post.slug))
  // The cards come from the page; the query says which of them are still saved.
  const shown = favorites.data ? posts.filter((post) => saved.has(post.slug)) : posts

  const remove = useMutation({
    mutationKey: REMOVE_KEY,
    mutationFn: (slug: string) => sendOnce('DELETE', `/api/favorites/${slug}`),
    onMutate: async (slug) => {
      await queryClient.cancelQueries({ queryKey: FAVORITES_KEY })
      const before = queryClient.getQueryData<Favorite[]>(FAVORITES_KEY)
      queryClient.setQueryData<Favorite[]>(FAVORITES_KEY, (list) => list?.filter((f) => f.post.slug !== slug))
      return { before }
    },
    onError: (_error, _slug, context) => {
      if (context?.before) queryClient.setQueryData(FAVORITES_KEY, context.before)
      toast({ title: 'Error', description: 'Failed to update favorites. Please try again.', variant: 'destructive' })
    },
    onSuccess: (_answer, slug) => {
      queryClient.setQueryData([`/api/favorites/${slug}`], { saved: false })
      toast({ title: 'Removed from favorites' })
    },
    onSettled: async () => {
      // With several removals under way, the last one to finish reloads the list: an earlier
      // reload could still hold a card whose removal has not reached the server yet.
      if (queryClient.isMutating({ mutationKey: REMOVE_KEY }) === 1) await queryClient.invalidateQueries({ queryKey: FAVORITES_KEY })
    },
  })

  // The removed card's button had the focus: hand it to the next card's (or the empty state's link).
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const browseLink = useRef<HTMLAnchorElement>(null)
  const focusAfter = useRef<{ slug: string; index: number } | null>(null)
  useEffect(() => {
    const removed = focusAfter.current
    if (!removed || shown.some((post) => post.slug === removed.slug)) return
    focusAfter.current = null
    const next = shown[Math.min(removed.index, shown.length - 1)]
    ;(next ? buttons.current.get(next.slug) : browseLink.current)?.focus()
  })

  const onRemove = (slug: string, index: number) => {
    focusAfter.current = { slug, index }
    remove.mutate(slug)
  }

  return (
    <>
      <p className="mt-2 text-stone-700">{savedCount(shown.length)}</p>
      <div className="mt-6">
        {shown.length === 0 ? (
          <BrowseArticles
            title="No favorites yet"
            text="Save articles you want to come back to, and they will appear here."
            linkRef={browseLink}
          />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((post, index) => (
              <li key={post.slug} className="flex flex-col [&>article]:flex-1">
                <FavoriteCard
                  post={post}
                  imageLoading={cardImageLoading(index)}
                  onRemove={() => onRemove(post.slug, index)}
                  buttonRef={(node) => {
                    if (node) buttons.current.set(post.slug, node)
                    else buttons.current.delete(post.slug)
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
