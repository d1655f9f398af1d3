import type { Payload } from 'payload'

import { formFailure } from '@/lib/http/formFailure'
import { redirect } from '@/lib/http/responses'
import { cookieHeaders, sessionCookies } from './cookies'
import { accountNoticePath } from './accountNotices'
import type { ResetFormError } from './passwordResetPages'

/**
 * The forgot- and reset-password pages' forms, sent by the browser itself before the page's
 * JavaScript loaded: answered with redirects back to the page (a code in the address, never the
 * server's words), or on to the account page once the new password is set.
 */
export const forgotFormResult = (outcome: 'sent' | ResetFormError) =>
  redirect(outcome === 'sent' ? '/forgot-password?sent=1' : `/forgot-password?error=${outcome}`)

/** Back to the reset page with its token, saying why. */
export const resetFormRefused = (token: string | undefined, error: ResetFormError) => {
  const query = new URLSearchParams()
  if (token) query.set('token', token)
  query.set('error', error)
  return redirect(`/reset-password?${query}`)
}

/** Signed in with the new password: on to the account page, which says so. */
export const resetFormDone = async (payload: Payload, token: string) =>
  redirect(accountNoticePath('password', 'reset'), { headers: cookieHeaders(await sessionCookies(payload, token)) })

/** The link's token, from the query the reset form's action repeats it in (`resetFormAction`). */
const formToken = (req: Request) => new URL(req.url).searchParams.get('token') ?? undefined

export const forgotFormFailure = formFailure((status) => forgotFormResult(status === 429 ? 'throttled' : 'invalid'))

export const resetFormFailure = formFailure((status, req) => resetFormRefused(formToken(req), status === 429 ? 'throttled' : 'password'))
