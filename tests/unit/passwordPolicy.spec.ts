import { describe, expect, it } from 'vitest'

import { isCommonPassword } from '@/lib/auth/commonPasswords'
import { registerSchema } from '@/lib/validation/auth'

describe('isCommonPassword', () => {
  it.each(['password', 'PASSWORD123', ' Qwertyuiop ', 'iloveyou', '1q2w3e4r', 'JesusIsLord', 'aaaaaaaaaaaa', '        '])(
    'refuses %j',
    (password) => expect(isCommonPassword(password)).toBe(true),
  )

  it.each(['correct horse battery staple', 'mustard!', 'password-for-my-church-2031', 'ab'.repeat(6)])('allows %j', (password) =>
    expect(isCommonPassword(password)).toBe(false),
  )
})

describe('registerSchema', () => {
  const base = { email: 'new@example.test', firstName: 'Ann', lastName: 'Lee' }

  it('drops any key it does not know, role included', () => {
    const parsed = registerSchema.parse({ ...base, password: 'mustard!', role: 'admin' })
    expect(parsed).toEqual({ ...base, password: 'mustard!' })
  })

  it('checks the length first, then the common list', () => {
    expect(registerSchema.safeParse({ ...base, password: 'pass' }).error?.issues[0].message).toBe(
      'Password must be at least 8 characters.',
    )
    expect(registerSchema.safeParse({ ...base, password: 'password' }).error?.issues[0].message).toBe(
      'This password is too common. Please choose a less predictable one.',
    )
  })
})
