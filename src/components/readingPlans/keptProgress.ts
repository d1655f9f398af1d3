/**
 * The reader's progress through each plan, kept in the browser (localStorage, one entry per plan
 * slug) as a store React reads with useSyncExternalStore: every tab
 * showing the plan follows a change, and the server's render (no browser storage) shows none.
 * `member` says whose account the copy was last merged with, so one member's copy is never
 * merged into another's account on a shared browser.
 *
 * A kept copy is checked against the shared schema before it is used, and that check (zod) loads
 * only when there is a copy to check: a reader who never marked a day loads none of it. Until it
 * has loaded, the copy reads as UNREAD (no progress shown, changes held back); then every reader
 * of the store is told to read again.
 */
import type { ReadingProgress } from '@/lib/validation/readingProgress'
import type { KeptProgress } from './keptProgressCheck'

export type { KeptProgress }

const keyOf = (slug: string) => `readingPlanProgress:${slug}`

export const NO_PROGRESS: KeptProgress = Object.freeze({ completed: {}, answers: {} })

/** A kept copy not read yet: its check is still loading. */
export const UNREAD: KeptProgress = Object.freeze({ completed: {}, answers: {} })

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

const listeners = new Set<() => void>()

let checkKept: ((value: unknown) => KeptProgress | null) | undefined
let loading: Promise<void> | undefined

/** Loads the check of kept copies (once; again after a failed download), then has the store read again. */
export const loadKeptCheck = () =>
  (loading ??= import('./keptProgressCheck').then(
    (module) => {
      checkKept = module.checkKept
      listeners.forEach((listener) => listener())
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  ))

// useSyncExternalStore needs the same object for the same stored text.
const parsed = new Map<string, { raw: string; value: KeptProgress }>()

export const readKept = (slug: string): KeptProgress => {
  const key = keyOf(slug)
  const raw = readRaw(key)
  if (raw === null) return NO_PROGRESS
  const cached = parsed.get(key)
  if (cached?.raw === raw) return cached.value
  if (!checkKept) {
    loadKeptCheck().catch(() => {})
    return UNREAD
  }
  let value: KeptProgress = NO_PROGRESS
  try {
    value = checkKept(JSON.parse(raw)) ?? NO_PROGRESS
  } catch {
    // Not JSON: edited by hand or written by something else; counts as no progress.
  }
  parsed.set(key, { raw, value })
  return value
}

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
