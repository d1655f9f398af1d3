'use client'

import { useUser } from '@/lib/client/useUser'
import { CommentForm } from './CommentForm'
import { LoginPrompt } from './LoginPrompt'

/**
 * The comment form for a member, a login prompt for a visitor (SPEC §6). Decided in the browser
 * so the cached post page is the same for everyone.
 */
export function CommentComposer({ slug }: { slug: string }) {
  const { user, isLoading } = useUser()
  // Hold the space while the session loads so the comments below do not jump.
  if (isLoading) return <div className="h-36 animate-pulse rounded-lg bg-stone-100" aria-hidden="true" />
  return user ? <CommentForm slug={slug} /> : <LoginPrompt slug={slug} />
}
