import { z } from 'zod'

import { passwordText } from './fields'

export const PASSWORD_NEEDED = 'Please enter your password to delete your account.'
export const WRONG_PASSWORD = 'Your password is not correct.'
export const CONFIRMATION_NEEDED = 'Please confirm with your sign-in provider first (a confirmation counts for 10 minutes).'

/**
 * DELETE /api/account's body and the account page's confirmation form. A member with a password
 * sends it (an empty one is refused here, so the form says so before anything is sent); a member
 * whose account Google, GitHub or Apple created has none and sends `{}` after confirming with
 * their provider. Which of the two an account needs is the route's to decide, from the account.
 * As at sign-in, no length rule (the account may predate it); the cap only bounds the hashing.
 */
export const accountDeletionSchema = z.object({
  password: passwordText(PASSWORD_NEEDED).min(1, PASSWORD_NEEDED).max(1024, 'Password is too long.').optional(),
})

export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>
