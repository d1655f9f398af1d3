'use client'

import dynamic from 'next/dynamic'

import { useUser } from '@/lib/client/useUser'
import { LoginPrompt } from './LoginPrompt'

/** Holds the form's space while the session (or the form's code) loads, so the comments below do not jump. */
const Pending = () => <div className="h-36 animate-pulse rounded-lg bg-stone-100" aria-hidden="true" />

// Only members see the form: its code (react-hook-form, zod) loads for them alone, not with
// every reader's post page.
const CommentForm = dynamic(() => import('./CommentForm').then((m) => m.CommentForm), { ssr: false, loading: Pending })

/**
 * The comment form for a member, a login prompt for a visitor. Decided in the browser
 * so the cached post page is the same for everyone.
 */
export function CommentComposer({ slug }: { slug: string }) {
  const { user, isLoading } = useUser()
  if (isLoading) return <Pending />
  return user ? <CommentForm slug={slug} /> : <LoginPrompt slug={slug} />
}
