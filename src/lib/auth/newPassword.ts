import { registerSchema } from '@/lib/validation/auth'

/**
 * Why `password` may not become an account's password, or undefined when it may: the
 * registration rule (8 to 128 characters, not a common password), applied wherever a password
 * is set, so the CMS API, a reset link and the first admin account follow it too.
 */
export const newPasswordProblem = (password: unknown): string | undefined => {
  if (typeof password !== 'string') return 'Password must be text.'
  const result = registerSchema.shape.password.safeParse(password)
  return result.success ? undefined : result.error.issues[0].message
}
