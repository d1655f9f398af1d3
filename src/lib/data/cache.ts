/**
 * How every public read is cached, decided here once. A data module wraps each exported read
 * in `cachedRead`, and pages and routes import that one name:
 * - within one render, the metadata, the layout and the page share one call (React `cache`);
 * - across requests, the answer sits in Next's data cache under the content type's tag and
 *   CONTENT_TAG; every published change expires CONTENT_TAG (src/lib/cache/revalidate.ts),
 *   and nothing is older than a minute (view counts change without a publish);
 * - only answers `keep` accepts are stored. Arguments come from the address (slugs, genres,
 *   page numbers), so only answers about content that exists are kept: a made-up slug or page
 *   costs one query and leaves nothing behind, and the cache stays as large as the content.
 * Outside Next (tests, scripts) there is no data cache and the plain function runs.
 * A read takes the Payload instance from its caller as its first argument, like every data
 * function; it is never part of a cache key (only the arguments after it are).
 */
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { cache } from 'react'

import { CONTENT_TAG, type ContentType } from '@/lib/cache/tags'

/**
 * An answer the cache must not keep travels through it wrapped in this marker (its first key,
 * so the serialized entry starts with it): src/server/cacheHandler.cjs never stores such an
 * entry and removes any older one under the same key. Unwrapped on the way out. A marker rather
 * than a thrown error, because Next refreshes stale entries in the background, where a throw
 * would only be logged and the stale answer (a document deleted since) served on and on.
 */
export const NOT_KEPT = '__notKeptInDataCache'

type NotKept<R> = { [NOT_KEPT]: true; value: R }

const isNotKept = <R>(answer: unknown): answer is NotKept<R> =>
  typeof answer === 'object' && answer !== null && NOT_KEPT in answer

type Options<R> = { keep?: (result: R) => boolean }

/** A read of Payload's data: the instance first, then the arguments that pick the answer. */
type Read<A extends unknown[], R> = (payload: Payload, ...args: A) => Promise<R>

/**
 * Next keys an entry by the stored function's source text, the key parts and the arguments it
 * is called with. `payload` cannot be serialized into that key, so the stored function closes
 * over it instead of taking it: built afresh on each call, from the same source text and the
 * same key parts, it names the same entry every time.
 */
const inDataCache = <A extends unknown[], R>(key: string, type: ContentType, fn: Read<A, R>, keep: (result: R) => boolean): Read<A, R> =>
  async (payload, ...args) => {
    const store = unstable_cache(
      async (...args: A): Promise<R | NotKept<R>> => {
        const result = await fn(payload, ...args)
        return keep(result) ? result : { [NOT_KEPT]: true, value: result }
      },
      [key],
      { tags: [CONTENT_TAG, type], revalidate: 60 },
    )
    const answer = await store(...args)
    return isNotKept<R>(answer) ? answer.value : answer
  }

/**
 * `fn` as a cached public read named `key` (unique per function) of content `type`. Within a
 * render, calls with the same instance and arguments share one answer (React `cache`).
 */
export const cachedRead = <A extends unknown[], R>(
  key: `${ContentType}.${string}`,
  fn: Read<A, R>,
  { keep = () => true }: Options<R> = {},
): Read<A, R> => {
  const type = key.slice(0, key.indexOf('.')) as ContentType
  return cache(process.env.NEXT_RUNTIME ? inDataCache(key, type, fn, keep) : fn)
}

/** Keep: a document that exists. */
export const found = (result: unknown) => result !== null && result !== undefined
/** Keep: a page of a list that exists (page 1 always does, even when empty). */
export const existingPage = (result: { currentPage: number; totalPages: number }) =>
  result.currentPage <= Math.max(1, result.totalPages)
/** Keep: a filtered list with something in it (filters come from the address). */
export const nonEmptyPage = (result: { items: unknown[]; currentPage: number; totalPages: number }) =>
  result.items.length > 0 && existingPage(result)
