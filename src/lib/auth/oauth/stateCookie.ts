import { createHash, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { SocialProvider } from '@/lib/auth/socialProviders'
import { ATTEMPT_LIFETIME_SECONDS } from './attempts'

/**
 * Ties a sign-in's `state` to the browser that started it (RFC 6749 §10.12): the start sets
 * this HttpOnly, SameSite=Lax cookie to the state, and the callback goes on only when the two
 * agree. Without it, someone could start a sign-in with their own account and send a victim the
 * callback address, signing the victim into the stranger's account. Lax cookies ride along on
 * the provider's top-level GET redirect back; Apple's cross-site POST does not carry them, which
 * is why its callback first moves itself to a GET (the callback route).
 */
const PATH = '/api/auth/'

const stateCookieName = (provider: SocialProvider) => `oauth-${provider}`

/** Secure exactly when the session cookie is (production, unless COOKIE_SECURE=false). */
const secure = (payload: Payload) => Boolean(payload.collections.users.config.auth.cookies.secure)

const cookie = async (payload: Payload, name: string, value: string, maxAge: number) =>
  [`${name}=${value}`, `Path=${PATH}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax', ...(secure(payload) ? ['Secure'] : [])].join('; ')

export const stateCookie = (payload: Payload, provider: SocialProvider, state: string) =>
  cookie(payload, stateCookieName(provider), state, ATTEMPT_LIFETIME_SECONDS)

export const expiredStateCookie = (payload: Payload, provider: SocialProvider) => cookie(payload, stateCookieName(provider), '', 0)

const readCookie = (header: string | null, name: string): string | null => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Whether the request carries the cookie its `state` was issued with. */
export const stateMatchesBrowser = (req: Request, provider: SocialProvider, state: string): boolean => {
  const issued = readCookie(req.headers.get('cookie'), stateCookieName(provider))
  return issued !== null && issued !== '' && timingSafeEqual(digest(issued), digest(state))
}
