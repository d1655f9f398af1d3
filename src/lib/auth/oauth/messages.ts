/**
 * Why a social sign-in came back to /login (`?error=<code>`), and why a confirmation through a
 * provider came back to the page it started from (`?confirm-error=<code>`). Codes, not the
 * server's words, travel in the address, so a crafted link cannot make the page say anything else.
 */
const SOCIAL_SIGN_IN_ERRORS = {
  'provider-unavailable':
    "Sign-in with that provider isn't available on this site. Please sign in with your email and password, or create an account.",
  'oauth-cancelled': 'Sign-in was cancelled. You can try again, or sign in with your email and password.',
  'oauth-invalid-state': 'That sign-in could not be verified: it expired or was already used. Please try again.',
  'oauth-unverified-email':
    "Your email address isn't verified with that provider. Verify it there and try again, or sign in with your email and password.",
  'oauth-failed':
    "We couldn't complete sign-in with that provider. Please try again in a moment, or sign in with your email and password.",
  'oauth-throttled': 'Too many sign-in attempts. Please wait a few minutes and try again.',
  'oauth-password-only': 'This account signs in with its email and password.',
} as const

export type SocialSignInError = keyof typeof SOCIAL_SIGN_IN_ERRORS

export const socialSignInError = (code: string | null | undefined): string | null =>
  code && Object.hasOwn(SOCIAL_SIGN_IN_ERRORS, code) ? SOCIAL_SIGN_IN_ERRORS[code as SocialSignInError] : null

/** `?confirm-error=<code>` on the page that asked a signed-in member to confirm through a provider. */
const CONFIRM_ERRORS = {
  mismatch: "That account's email address isn't the one on your account here. Please confirm with the account you sign in with.",
  cancelled: 'Confirmation was cancelled.',
  'unverified-email': "Your email address isn't verified with that provider.",
  failed: "We couldn't reach that provider. Please try again in a moment.",
  throttled: 'Too many attempts. Please wait a few minutes and try again.',
  unavailable: "Confirmation with that provider isn't available on this site.",
} as const

export type ConfirmError = keyof typeof CONFIRM_ERRORS

export const confirmError = (code: string | null | undefined): string | null =>
  code && Object.hasOwn(CONFIRM_ERRORS, code) ? CONFIRM_ERRORS[code as ConfirmError] : null
