import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

/** Development default, printed at start-up; production always needs its own. */
export const DEV_ADMIN = { email: 'admin@example.com', password: 'renewed-mind-dev-admin' }

export const adminCredentials = () => {
  const email = process.env.ADMIN_EMAIL || DEV_ADMIN.email
  if (process.env.ADMIN_PASSWORD) return { email, password: process.env.ADMIN_PASSWORD, generated: false }
  if (process.env.NODE_ENV === 'production') {
    return { email, password: randomBytes(12).toString('base64url'), generated: true }
  }
  return { email, password: DEV_ADMIN.password, generated: false }
}

/** The creator's account. Created once; an existing account is never changed. */
export const ensureAdmin = async (payload: Payload, log = console.log) => {
  const { email, password, generated } = adminCredentials()
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
  if (found.docs[0]) return
  await payload.create({
    collection: 'users',
    data: { email, password, role: 'admin', firstName: 'Site', lastName: 'Creator' },
  })
  log(`Created the admin account ${email}${generated ? ` with the one-time password ${password} (set ADMIN_PASSWORD to choose it)` : ''}`)
}
