'use client'

import { useCallback, useRef } from 'react'

import { ApiError, apiRequest } from './apiRequest'

/** 128 random bits as hex; `crypto.randomUUID` exists only on HTTPS pages and localhost. */
const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')

/** An answer that leaves the outcome unknown: no answer at all, or the server's 5xx. */
const outcomeUnknown = (error: unknown) => !(error instanceof ApiError) || error.status >= 500

/**
 * `apiRequest` for a form's submissions, each with an Idempotency-Key (src/lib/http/route.ts).
 * The key stays the same while the person sends the same thing again after an unknown outcome
 * (the site could not reach its database, the network failed), so the server saves it once
 * however often the button is pressed. A success or a refusal ends the submission: whatever is
 * sent next is a new one, with a new key, even if it looks the same (saving a post again after
 * removing it).
 */
export const useSubmission = () => {
  const current = useRef<{ request: string; key: string } | null>(null)
  return useCallback(async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const request = `${method} ${path} ${JSON.stringify(body ?? null)}`
    if (current.current?.request !== request) current.current = { request, key: newKey() }
    try {
      const answer = await apiRequest<T>(method, path, body, { idempotencyKey: current.current.key })
      current.current = null
      return answer
    } catch (error) {
      if (!outcomeUnknown(error)) current.current = null
      throw error
    }
  }, [])
}
