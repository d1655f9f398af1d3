import { z } from 'zod'

import { isCommonPassword } from '@/lib/auth/commonPasswords'
import { emailField, passwordText, singleLine } from './fields'
import { PASSWORD_MIN } from './formRules'

const PASSWORD_MAX = 128

export const loginSchema = z.object({
  email: singleLine().min(1, 'Email is required.').max(254, 'Please enter a valid email address.'),
  // No length rule here: an account may predate the current one. The cap only bounds the work.
  password: passwordText().min(1, 'Password is required.').max(1024, 'Password is too long.'),
})

/**
 * Length is the only composition rule (8 to 128 characters); passwords from the common list
 * (src/lib/auth/commonPasswords.ts, small enough for the browser too) are refused.
 * Any other key in the body (`role` included) is dropped: registration always makes a member.
 */
export const registerSchema = z.object({
  email: emailField(),
  password: passwordText()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`)
    .refine((password) => !isCommonPassword(password), 'This password is too common. Please choose a less predictable one.'),
  firstName: singleLine().max(100, 'First name must be at most 100 characters.').optional().default(''),
  lastName: singleLine().max(100, 'Last name must be at most 100 characters.').optional().default(''),
})

export type LoginInput = z.infer<typeof loginSchema>
export type RegisterInput = z.infer<typeof registerSchema>
