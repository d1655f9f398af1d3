/**
 * What the forgot- and reset-password pages say, and where their forms post: shared by the
 * pages, their forms in the browser and the routes, so each message is written once.
 */
export const FORGOT_PASSWORD_SENT =
  "If an account exists for that address, we've sent a link to reset its password. It works once, within the next hour."

export const RESET_LINK_INVALID = 'This reset link has expired or has already been used. Please ask for a new one.'

/** Why a form sent before the page's JavaScript loaded came back (`?error=<code>`): codes, never the server's words. */
const RESET_FORM_ERRORS = {
  invalid: 'Please enter a valid email address.',
  password: 'Please choose a password of 8 to 128 characters that is not a common password.',
  link: RESET_LINK_INVALID,
  throttled: 'Too many requests. Please wait a while and try again.',
} as const

export type ResetFormError = keyof typeof RESET_FORM_ERRORS

export const resetFormError = (code: string | null | undefined): string | null =>
  code && Object.hasOwn(RESET_FORM_ERRORS, code) ? RESET_FORM_ERRORS[code as ResetFormError] : null

export const FORGOT_FORM_ACTION = '/api/auth/forgot-password'

/**
 * The reset form's action repeats the link's token in its query, so a refusal made before the
 * body was understood (a guard's) can still send the browser back to the same link.
 */
export const resetFormAction = (token: string) => `/api/auth/reset-password?token=${encodeURIComponent(token)}`
