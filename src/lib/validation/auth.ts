import { z } from 'zod'

import { emailField, trimmed } from './fields'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

export const loginSchema = z.object({
  email: trimmed().min(1, 'Email is required.').max(254, 'Please enter a valid email address.'),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1024, 'Password is too long.'),
})

/**
 * Length is the only composition rule (8 to 128 characters); common passwords are refused
 * on the server (see src/lib/auth/passwordPolicy.ts), since the list is too large for the browser.
 */
export const registerSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: 'Password is required.' })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`),
  firstName: trimmed().max(100, 'First name must be at most 100 characters.').optional().default(''),
  lastName: trimmed().max(100, 'Last name must be at most 100 characters.').optional().default(''),
})

export type LoginInput = z.infer<typeof loginSchema>
export type RegisterInput = z.infer<typeof registerSchema>
