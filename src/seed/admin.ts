import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

/** Development default, printed at start-up (and what the bench signs in with); production always needs its own. */
export const DEV_ADMIN = { email: 'admin@example.com', password: 'renewed-mind-dev-admin' }

/** Where the first admin password comes from: the environment, generated once, or the development default. */
type PasswordSource = 'environment' | 'generated' | 'development default'

const adminCredentials = (): { email: string; password: string; source: PasswordSource } => {
  const email = process.env.ADMIN_EMAIL || DEV_ADMIN.email
  if (process.env.ADMIN_PASSWORD) return { email, password: process.env.ADMIN_PASSWORD, source: 'environment' }
  if (process.env.NODE_ENV === 'production') {
    return { email, password: randomBytes(12).toString('base64url'), source: 'generated' }
  }
  return { email, password: DEV_ADMIN.password, source: 'development default' }
}

export type AdminAccount = ReturnType<typeof adminCredentials> & { created: boolean }

/** The creator's account. Created once; an existing account is never changed. */
export const ensureAdmin = async (payload: Payload): Promise<AdminAccount> => {
  const credentials = adminCredentials()
  const { email, password } = credentials
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
  if (found.docs[0]) return { ...credentials, created: false }
  await payload.create({
    collection: 'users',
    data: { email, password, role: 'admin', firstName: 'Site', lastName: 'Creator' },
  })
  return { ...credentials, created: true }
}

/**
 * What start-up and `npm run seed` say about signing in to the admin panel. A password only when
 * this run created the account with it: an existing account's may have been changed since, and a
 * stale one would only mislead. One set in ADMIN_PASSWORD is never written to the log.
 */
export const adminLoginLine = (account: AdminAccount | null, adminUrl: string): string => {
  if (!account) return `Admin: ${adminUrl}`
  if (!account.created) return `Admin: ${adminUrl}  (sign in as ${account.email}; its password is not shown)`
  if (account.source === 'environment') return `Admin: ${adminUrl}  created ${account.email} with the password in ADMIN_PASSWORD`
  const oneTime = account.source === 'generated' ? '  (a one-time password: change it in the admin, or set ADMIN_PASSWORD before the first start)' : ''
  return `Admin: ${adminUrl}  created ${account.email} / ${account.password}${oneTime}`
}
