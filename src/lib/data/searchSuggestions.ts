import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'

import { addressOf } from '@/collections/addresses'
import { listReadingPlans } from '@/collections/reading-plans/data'
import { onContentChange } from '@/lib/cache/revalidate'
import { SUGGESTIONS_SHOWN } from '@/lib/constants'
import { suggestDocuments } from '@/lib/db/searchDocuments'
import { DOCUMENT_KIND_LABEL } from '@/lib/vocabularies/documentKinds'
import type { CitingKind } from '@/collections/registry'
import { passageHref } from '@/scripture/references'
import { readTypedPassage } from '@/scripture/typedPassage'
import { hiddenKinds } from './search'

type SuggestionType = CitingKind | 'passage'

export type Suggestion = { type: SuggestionType; typeLabel: string; title: string; url: string }

export type SuggestAnswer = { items: Suggestion[] }

/** Suggestions are ranked among the newest matches only: a few letters match most documents. */
const SUGGEST_CANDIDATES = 200
/** Reading plans matched by title, at most this many, so articles always have room. */
const PLANS_SHOWN = 2
/** The words that count: a query of many is cut to its first few. */
const WORDS_READ = 8

/** A text's words of letters and digits, lower case ("God's grace" → god, s, grace). */
const wordsIn = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

/** Whether every typed word begins some word of the title. */
const titleStartsWords = (title: string, words: string[]) => {
  const titleWords = wordsIn(title)
  return words.every((word) => titleWords.some((t) => t.startsWith(word)))
}

const label = (type: SuggestionType) => (type === 'passage' ? 'Bible passage' : DOCUMENT_KIND_LABEL[type])

/**
 * What the search box suggests for the text typed so far, best first and at most
 * SUGGESTIONS_SHOWN: the passage of Scripture the text names, when it is nothing but a reference
 * ("John 3:16", "ps 23"); the reading plans whose titles begin with its words; then the documents
 * of the search index whose words begin with them, ranked as search ranks them.
 */
const readSuggestions = async (payload: Payload, typed: string): Promise<SuggestAnswer> => {
  const items: Suggestion[] = []
  const passage = readTypedPassage(typed)
  if (passage.ok) items.push({ type: 'passage', typeLabel: label('passage'), title: passage.label, url: passageHref(passage.passage) })

  const words = wordsIn(typed).slice(0, WORDS_READ)
  if (words.length) {
    const { plans } = await listReadingPlans(payload)
    for (const plan of plans.filter((p) => titleStartsWords(p.title, words)).slice(0, PLANS_SHOWN)) {
      items.push({ type: 'reading-plan', typeLabel: label('reading-plan'), title: plan.title, url: addressOf('reading-plans', plan.slug) })
    }
    const room = SUGGESTIONS_SHOWN - items.length
    const rows = await suggestDocuments(payload, { words, hidden: await hiddenKinds(payload), candidates: SUGGEST_CANDIDATES, limit: room })
    for (const row of rows) {
      const type = row.kind as CitingKind
      items.push({ type, typeLabel: label(type), title: row.title, url: row.url })
    }
  }
  return { items: items.slice(0, SUGGESTIONS_SHOWN) }
}

/**
 * Suggestions in this process's memory, like search answers (src/lib/data/search.ts): at most
 * 1,000 texts, each for a minute, all dropped when content changes. Keyed by the text in lower
 * case with its spaces collapsed, since that is all the answer depends on.
 */
const suggestions = new LRUCache<string, SuggestAnswer>({ max: 1000, ttl: 60_000 })
onContentChange(() => suggestions.clear())

export const suggestSearch = async (payload: Payload, typed: string): Promise<SuggestAnswer> => {
  const text = typed.replace(/\s+/g, ' ').trim()
  if (!process.env.NEXT_RUNTIME) return readSuggestions(payload, text)
  const key = text.toLowerCase()
  const hit = suggestions.get(key)
  if (hit) return hit
  const answer = await readSuggestions(payload, text)
  suggestions.set(key, answer)
  return answer
}
