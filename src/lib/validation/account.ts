import { z } from 'zod'

import { registerSchema } from './auth'
import { emailField, passwordText, singleLine } from './fields'
import { PASSWORD_TO_CHANGE_EMAIL } from './formRules'

/**
 * The account page's forms and the password-reset pages (one schema per form, shared by the
 * form in the browser and its route). A new password follows the registration rule wherever
 * it is chosen: 8 to 128 characters, not a common password.
 */
const newPassword = registerSchema.shape.password

/** A password as typed to prove who you are: no length rule (it may predate the current one). */
const typedPassword = (required: string) => passwordText(required).min(1, required).max(1024, 'Password is too long.')

/** PATCH /api/account/profile: a name left out stays as it is; an empty one is cleared. */
export const profileSchema = z.object({
  firstName: singleLine().max(100, 'First name must be at most 100 characters.').optional(),
  lastName: singleLine().max(100, 'Last name must be at most 100 characters.').optional(),
})

const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password.'

/** POST /api/account/password. */
export const changePasswordSchema = z.object({
  currentPassword: typedPassword(CURRENT_PASSWORD_REQUIRED),
  newPassword,
})

/**
 * POST /api/account/email. The password is required for an account that has one (the route
 * knows which: src/lib/auth/emailChange.ts); an account made through Google, GitHub or Apple
 * has none to give.
 */
export const changeEmailSchema = z.object({
  email: emailField(),
  password: passwordText(PASSWORD_TO_CHANGE_EMAIL).max(1024, 'Password is too long.').optional(),
})

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email: emailField() })

const RESET_LINK_INCOMPLETE = 'This reset link is incomplete. Please open the link from the e-mail again.'

/** POST /api/auth/reset-password: the token from the e-mailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: singleLine(RESET_LINK_INCOMPLETE).min(1, RESET_LINK_INCOMPLETE).max(200, RESET_LINK_INCOMPLETE),
  password: newPassword,
})

export type ProfileInput = z.infer<typeof profileSchema>
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>
