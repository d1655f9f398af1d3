import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { adminLoginLine, DEV_ADMIN, type AdminAccount } from '@/seed/admin'

const URL = 'http://localhost:3000/admin'
const account = (overrides: Partial<AdminAccount>): AdminAccount => ({
  email: 'creator@example.test',
  password: 'the-password-1',
  source: 'development default',
  created: true,
  ...overrides,
})

describe('adminLoginLine (what npm run dev and npm run seed print)', () => {
  it('gives the e-mail and password when this run created the account', () => {
    expect(adminLoginLine(account({}), URL)).toBe(`Admin: ${URL}  created creator@example.test / the-password-1`)
    expect(adminLoginLine(account({ source: 'generated' }), URL)).toContain('creator@example.test / the-password-1  (a one-time password')
  })

  it('never prints a password the account already had, or one from ADMIN_PASSWORD', () => {
    const existing = adminLoginLine(account({ created: false }), URL)
    expect(existing).toBe(`Admin: ${URL}  (sign in as creator@example.test; its password is not shown)`)
    const fromEnvironment = adminLoginLine(account({ source: 'environment' }), URL)
    expect(fromEnvironment).toContain('ADMIN_PASSWORD')
    for (const line of [existing, fromEnvironment]) expect(line).not.toContain('the-password-1')
  })

  it('gives only the address when no admin account was looked at', () => {
    expect(adminLoginLine(null, URL)).toBe(`Admin: ${URL}`)
  })
})

describe('the development admin password', () => {
  it('is written once in the code: the bench and the rest import it from the seed', () => {
    const root = path.resolve(__dirname, '../..')
    const code = ['src', 'scripts', 'tests'].flatMap((dir) =>
      (readdirSync(path.join(root, dir), { recursive: true }) as string[])
        .filter((file) => /\.(ts|tsx|cjs|mjs|js)$/.test(file))
        .map((file) => path.join(dir, file).split(path.sep).join('/')),
    )
    const holding = code.filter((file) => readFileSync(path.join(root, file), 'utf8').includes(DEV_ADMIN.password))
    expect(holding).toEqual(['src/seed/admin.ts'])
  })
})
