'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

import { SUGGEST_MAX_LENGTH, SUGGEST_MIN_LENGTH } from '@/lib/constants'
import type { SuggestAnswer, Suggestion } from '@/lib/data/searchSuggestions'

/** Typing faster than this asks once, for the text the typing stopped at. */
const DEBOUNCE_MS = 200

/** What the answer depends on: the text in lower case with its spaces collapsed (one cache entry for "Grace " and "grace"). */
const normalized = (typed: string) => typed.replace(/\s+/g, ' ').trim().toLowerCase()

const askable = (text: string) => text.length >= SUGGEST_MIN_LENGTH && text.length <= SUGGEST_MAX_LENGTH

const fetchSuggestions = async (text: string, signal: AbortSignal): Promise<SuggestAnswer> => {
  const res = await fetch(`/api/search/suggest?q=${encodeURIComponent(text)}`, { signal, credentials: 'omit' })
  if (!res.ok) throw new Error(`Suggestions answered ${res.status}`)
  return (await res.json()) as SuggestAnswer
}

/**
 * The suggestions for the text typed so far, from two characters on: asked once the typing
 * pauses, each text once (React Query keeps the answers; the browser keeps them a minute too),
 * and a request whose text has been typed past is cancelled. While the next answer loads, the
 * previous one stays in view. `answered` says the items are those of the text as it stands.
 */
export function useSuggestions(typed: string): { items: Suggestion[]; answered: boolean } {
  const text = normalized(typed)
  const [asked, setAsked] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])
  const { data, isPlaceholderData } = useQuery({
    queryKey: ['/api/search/suggest', asked],
    queryFn: ({ signal }) => fetchSuggestions(asked, signal),
    enabled: askable(asked),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  })
  if (!askable(text) || !askable(asked)) return { items: [], answered: false }
  return { items: data?.items ?? [], answered: asked === text && data !== undefined && !isPlaceholderData }
}
