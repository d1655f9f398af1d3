'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { secondaryButtonClass } from '@/components/forms/styles'
import { toast } from '@/components/toast/toastStore'
import { useSubmission } from '@/lib/client/useSubmission'
import { useUser } from '@/lib/client/useUser'

type SavedState = { saved: boolean }

/** The member's favorites list (dashboard, /favorites) must follow a change made here. */
const FAVORITES_KEY = ['/api/favorites'] as const

/**
 * Save / Saved toggle for a post. The saved state is per visitor, so it is
 * loaded here in the browser and the post page itself stays cached and the same for everyone.
 */
export function SaveButton({ slug }: { slug: string }) {
  const sendOnce = useSubmission()
  const { user, isLoading: userLoading } = useUser()
  const queryClient = useQueryClient()
  const path = `/api/favorites/${slug}`
  const state = useQuery<SavedState>({ queryKey: [path], enabled: Boolean(user) })
  const saved = Boolean(user && state.data?.saved)

  const toggle = useMutation({
    mutationFn: (save: boolean) => sendOnce<SavedState>(save ? 'POST' : 'DELETE', path),
    onSuccess: (_answer, save) => {
      queryClient.setQueryData<SavedState>([path], { saved: save })
      void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY })
      toast({ title: save ? 'Added to favorites' : 'Removed from favorites' })
    },
    onError: () =>
      toast({ title: 'Error', description: 'Failed to update favorites. Please try again.', variant: 'destructive' }),
  })

  const onClick = () => {
    if (!user) {
      toast({ title: 'Authentication required', description: 'Please log in to save posts to favorites.' })
      return
    }
    toggle.mutate(!saved)
  }

  // Until we know who is here (and, for a member, whether the post is saved) a click could do the wrong thing.
  const busy = userLoading || (Boolean(user) && state.isLoading) || toggle.isPending

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-pressed={saved}
      className={`${secondaryButtonClass} ${saved ? 'border-amber-800 bg-amber-50 text-amber-900' : ''}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" strokeLinejoin="round" />
      </svg>
      {saved ? 'Saved' : 'Save'}
    </button>
  )
}
