/**
 * The reader's progress through each plan, kept in the browser (localStorage, one entry per plan
 * slug) as a store React reads with useSyncExternalStore: every tab
 * showing the plan follows a change, and the server's render (no browser storage) shows none.
 * `member` says whose account the copy was last merged with, so one member's copy is never
 * merged into another's account on a shared browser.
 */
import { z } from 'zod'

import { emptyProgress, readingProgressSchema, type ReadingProgress } from '@/lib/validation/readingProgress'

export type KeptProgress = ReadingProgress & { member?: number }

const keptSchema = readingProgressSchema.extend({ member: z.number().int().positive().optional() })

const keyOf = (slug: string) => `readingPlanProgress:${slug}`

export const NO_PROGRESS: KeptProgress = Object.freeze(emptyProgress()) as KeptProgress

// Storage can be missing or refuse writes (private windows, full quota): the page then keeps
// progress for as long as it is open.
const memory = new Map<string, string>()

const readRaw = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key) ?? memory.get(key) ?? null
  } catch {
    return memory.get(key) ?? null
  }
}

const writeRaw = (key: string, value: string) => {
  memory.set(key, value)
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Kept in memory only.
  }
}

// useSyncExternalStore needs the same object for the same stored text.
const parsed = new Map<string, { raw: string; value: KeptProgress }>()

export const readKept = (slug: string): KeptProgress => {
  const key = keyOf(slug)
  const raw = readRaw(key)
  if (raw === null) return NO_PROGRESS
  const cached = parsed.get(key)
  if (cached?.raw === raw) return cached.value
  let value: KeptProgress = NO_PROGRESS
  try {
    const result = keptSchema.safeParse(JSON.parse(raw))
    if (result.success) value = result.data
  } catch {
    // Not JSON: edited by hand or written by something else; counts as no progress.
  }
  parsed.set(key, { raw, value })
  return value
}

const listeners = new Set<() => void>()

export const writeKept = (slug: string, progress: KeptProgress) => {
  writeRaw(keyOf(slug), JSON.stringify(progress))
  listeners.forEach((listener) => listener())
}

/** Changes made here and, through the `storage` event, in the browser's other tabs. */
export const subscribeKept = (listener: () => void) => {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** The progress without the account marker, as the API takes it. */
export const progressOf = ({ completed, answers }: KeptProgress): ReadingProgress => ({ completed, answers })
