'use client'
/* The admin's calls to the newsletter endpoints (src/collections/newsletter-sends/endpoints.ts), with the signed-in session. */
import { useConfig } from '@payloadcms/ui'
import { useMemo } from 'react'

import type { PostSendingState, SendingProgress } from '@/collections/newsletter-sends/sendings'
import type { NewsletterTopic } from '@/lib/validation/newsletter'
import type { NewsletterSend } from '@/payload-types'

export type { PostSendingState, SendingProgress }

export const TOPIC_LABELS: Record<NewsletterTopic, string> = { general: 'Newsletter', podcast: 'Podcast' }

/** How often an open page asks again while a sending is under way. */
export const POLL_MS = 3000

export const isUnderWay = (sending: Pick<SendingProgress, 'status'> | null | undefined) =>
  sending?.status === 'queued' || sending?.status === 'sending'

type Answer<T> = { ok: true; data: T } | { ok: false; message: string }

const call = async <T>(url: string, init?: RequestInit): Promise<Answer<T>> => {
  try {
    const res = await fetch(url, {
      credentials: 'include',
      ...init,
      headers: init?.body ? { 'Content-Type': 'application/json' } : undefined,
    })
    const body = (await res.json().catch(() => null)) as (T & { message?: string }) | null
    if (!res.ok || !body) return { ok: false, message: body?.message || `The server answered ${res.status}.` }
    return { ok: true, data: body }
  } catch {
    return { ok: false, message: 'The server could not be reached. Check the connection and try again.' }
  }
}

export const useSendingApi = () => {
  const {
    config: { serverURL, routes },
  } = useConfig()
  return useMemo(() => {
    const base = `${serverURL ?? ''}${routes.api}/newsletter-sends`
    return {
      stateOfPost: (post: number | string) => call<PostSendingState>(`${base}/by-post/${encodeURIComponent(String(post))}`),
      start: (post: number, topic: NewsletterTopic) =>
        call<{ sending: SendingProgress }>(`${base}/start`, { method: 'POST', body: JSON.stringify({ post, topic }) }),
      retry: (send: number) => call<{ sending: SendingProgress }>(`${base}/${send}/retry`, { method: 'POST', body: '{}' }),
      progress: async (send: number | string): Promise<Answer<SendingProgress>> => {
        const answer = await call<NewsletterSend>(`${base}/${encodeURIComponent(String(send))}?depth=0`)
        if (!answer.ok) return answer
        const { id, topic, status, total, sent, failed, finishedAt, lastError } = answer.data
        return { ok: true, data: { id, topic, status, total, sent, failed, finishedAt: finishedAt ?? null, lastError: lastError ?? null } }
      },
      underWayCount: () =>
        call<{ totalDocs: number }>(`${base}?limit=1&depth=0&where[status][in]=queued,sending`).then((a) => (a.ok ? a.data.totalDocs : 0)),
    }
  }, [serverURL, routes.api])
}
