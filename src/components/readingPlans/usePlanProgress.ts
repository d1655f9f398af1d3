'use client'

import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'

import { toast } from '@/components/toast/toastStore'
import { apiRequest } from '@/lib/client/apiRequest'
import { useSubmission } from '@/lib/client/useSubmission'
import { useUser } from '@/lib/client/useUser'
import { hasProgress, withAnswer, withCompleted } from '@/collections/reading-plans/progress'
import type { ReadingProgress } from '@/lib/validation/readingProgress'
import { loadKeptCheck, NO_PROGRESS, progressOf, readKept, subscribeKept, UNREAD, writeKept } from './keptProgress'

/** An answer is sent to the account once the reader pauses typing this long (or leaves the box). */
const ANSWER_SAVE_DELAY_MS = 800

/** Resolves at once online, else when the browser is back online: a change made offline waits, as the reader's copy does. */
const backOnline = () =>
  navigator.onLine ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }))

/**
 * A reader's progress through one plan: kept in the browser for everyone, and for a signed-in
 * member also in their account. When a member opens the plan, the browser's copy is merged into
 * the account (a completed day stays completed; of two answers the newer wins, rules in
 * src/collections/reading-plans/progress.ts) and the result kept here, so a phone and a laptop show the
 * same. After that, each change goes to the account as it happens, one request at a time.
 */
export function usePlanProgress(slug: string) {
  const sendOnce = useSubmission()
  const path = `/api/reading-plans/${slug}/progress`
  const progress = useSyncExternalStore(
    subscribeKept,
    () => readKept(slug),
    () => NO_PROGRESS,
  )
  const { user } = useUser()
  const memberId = user?.id ?? null

  const sync = useQuery({
    queryKey: [path, 'merged', memberId],
    enabled: memberId !== null,
    // Each visit merges again: the other device may have moved on since.
    gcTime: 0,
    queryFn: async () => {
      if (readKept(slug) === UNREAD) await loadKeptCheck()
      const kept = readKept(slug)
      // A copy merged with another member's account stays out of this one's.
      const ours = kept.member === undefined || kept.member === memberId
      const merged =
        ours && hasProgress(kept)
          ? await sendOnce<ReadingProgress>('PUT', path, progressOf(kept))
          : await apiRequest<ReadingProgress>('GET', path)
      writeKept(slug, { ...merged, member: memberId ?? undefined })
      return merged
    },
  })

  const warned = useRef(false)
  const warn = useCallback(() => {
    if (warned.current) return
    warned.current = true
    toast({
      title: 'Progress not saved to your account',
      description: 'It is kept in this browser and will be saved to your account the next time you open this plan.',
      variant: 'destructive',
    })
  }, [])

  useEffect(() => {
    if (sync.isError) warn()
  }, [sync.isError, warn])

  // One change at a time, in the order the reader made them: each waits for the one before. A
  // promise chain rather than React Query's useMutation, whose module (about 2 KB compressed) the
  // plan page would load for this alone.
  const queue = useRef<Promise<void>>(Promise.resolve())
  const mutate = useCallback(
    (change: ReadingProgress) => {
      queue.current = queue.current
        .then(backOnline)
        .then(() => sendOnce<ReadingProgress>('PUT', path, change))
        .then(() => undefined, warn)
    },
    [sendOnce, path, warn],
  )

  // Until the first merge is done a change is only kept here (the page holds changes back
  // meanwhile: `loading`). The timers of answers call the latest `send` through the ref.
  const toAccount = memberId !== null && sync.isSuccess
  const send = useCallback((change: ReadingProgress) => (toAccount ? mutate(change) : undefined), [toAccount, mutate])
  const sendRef = useRef(send)
  useEffect(() => {
    sendRef.current = send
  }, [send])

  const setCompleted = useCallback(
    (day: number, done: boolean) => {
      const kept = readKept(slug)
      if (kept === UNREAD) return
      writeKept(slug, { ...withCompleted(kept, day, done), member: kept.member })
      send({ completed: { [day]: done }, answers: {} })
    },
    [slug, send],
  )

  const pending = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  const sendAnswer = useCallback(
    (day: number, question: number) => {
      const key = `${day}.${question}`
      clearTimeout(pending.current.get(key))
      pending.current.delete(key)
      const answer = readKept(slug).answers[day]?.[question]
      if (answer) sendRef.current({ completed: {}, answers: { [day]: { [question]: answer } } })
    },
    [slug],
  )

  const setAnswer = useCallback(
    (day: number, question: number, text: string) => {
      const kept = readKept(slug)
      if (kept === UNREAD) return
      writeKept(slug, { ...withAnswer(kept, day, question, text), member: kept.member })
      const key = `${day}.${question}`
      clearTimeout(pending.current.get(key))
      pending.current.set(key, setTimeout(() => sendAnswer(day, question), ANSWER_SAVE_DELAY_MS))
    },
    [slug, sendAnswer],
  )

  /** Sends an answer still waiting for its pause (the reader left the box). */
  const flushAnswer = useCallback(
    (day: number, question: number) => {
      if (pending.current.has(`${day}.${question}`)) sendAnswer(day, question)
    },
    [sendAnswer],
  )

  // Leaving the page sends what is still waiting.
  useEffect(() => {
    const waiting = pending.current
    return () => {
      for (const key of [...waiting.keys()]) {
        const [day, question] = key.split('.').map(Number)
        sendAnswer(day, question)
      }
    }
  }, [sendAnswer])

  return {
    progress,
    setCompleted,
    setAnswer,
    flushAnswer,
    /** Whose progress this is: a member's (kept in their account too) or a visitor's. */
    signedIn: memberId !== null,
    /** A member's account copy is being merged with this browser's: changes wait until it is done. */
    loading: memberId !== null && sync.isPending,
    /** This browser's copy is not read yet (its check is loading): changes wait. */
    unread: progress === UNREAD,
    /** The member's account copy has been merged with this browser's. */
    synced: toAccount,
  }
}
