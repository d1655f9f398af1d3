import type { Payload } from 'payload'

import { safeNextPath } from '@/lib/auth/safeNextPath'
import { redirect } from '@/lib/http/responses'
import { cookieHeaders, sessionCookies } from './cookies'
import type { SignInFormError } from './signInFormErrors'

/**
 * The answers to a sign-in or registration form the browser sent itself (before the page's
 * JavaScript loaded): redirects instead of JSON. The form's action carries `?next=`.
 */
const nextOf = (req: Request) => safeNextPath(new URL(req.url).searchParams.get('next'))

/** Signed in: on to `next` with the session's cookies. */
export const formSignedIn = async (payload: Payload, req: Request, token: string) =>
  redirect(nextOf(req), { headers: cookieHeaders(await sessionCookies(payload, token)) })

/** Back to the form, in its mode, saying why; `next` is kept. */
export const formRefused = (req: Request, mode: 'login' | 'register', error: SignInFormError) => {
  const query = new URLSearchParams()
  if (mode === 'register') query.set('mode', 'register')
  const next = nextOf(req)
  if (next !== '/') query.set('next', next)
  query.set('error', error)
  return redirect(`/login?${query}`)
}

/** These redirects, as /api/openapi.json describes them for the sign-in and registration routes. */
export const SIGN_IN_FORM_ANSWER =
  "The browser's own form post (application/x-www-form-urlencoded, before the page's JavaScript loads): redirect on to `next` with the session cookie, or back to /login?error=<code>"
