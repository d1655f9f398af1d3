'use client'

import { lazy, Suspense } from 'react'

import { useUser } from '@/lib/client/useUser'
import { LoginPrompt } from './LoginPrompt'

/** Holds the form's space while the session (or the form's code) loads, so the comments below do not jump. */
const Pending = () => <div className="h-36 animate-pulse rounded-lg bg-stone-100" aria-hidden="true" />

// Only members see the form: its code (react-hook-form) loads for them alone, not with every
// reader's post page. React's own lazy loading: next/dynamic would add its loader's script to
// every post page, and the form is never rendered on the server (the member is known in the
// browser only).
const CommentForm = lazy(() => import('./CommentForm').then((m) => ({ default: m.CommentForm })))

/**
 * The comment form for a member, a login prompt for a visitor. Decided in the browser
 * so the cached post page is the same for everyone. `address`: the post's page.
 */
export function CommentComposer({ slug, address }: { slug: string; address: string }) {
  const { user, isLoading } = useUser()
  if (isLoading) return <Pending />
  return user ? (
    <Suspense fallback={<Pending />}>
      <CommentForm slug={slug} />
    </Suspense>
  ) : (
    <LoginPrompt address={address} />
  )
}
