/**
 * Why a sign-in form sent without JavaScript came back to /login (`?error=<code>`). Codes, not
 * the server's words, travel in the address: a link cannot make the page say anything else.
 */
export const SIGN_IN_FORM_ERRORS = {
  'login-failed': 'Invalid email or password.',
  'login-throttled': 'Too many sign-in attempts. Please wait a few minutes and try again.',
  'register-email-taken': 'An account with this email already exists. Please sign in instead.',
  'register-invalid':
    'Please check your details: a valid email address and a password of 8 to 128 characters that is not a common password.',
  'register-throttled': 'Too many sign-ups from your network. Please try again later.',
  // The database could not be reached: nothing is wrong with what was typed.
  unavailable: 'The site could not reach its database just now. Please try again in a moment.',
} as const

export type SignInFormError = keyof typeof SIGN_IN_FORM_ERRORS

export const signInFormError = (code: string | null | undefined): string | null =>
  code && Object.hasOwn(SIGN_IN_FORM_ERRORS, code) ? SIGN_IN_FORM_ERRORS[code as SignInFormError] : null
