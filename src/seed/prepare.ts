/**
 * Run by scripts/serve.ts before Next starts: apply committed migrations, then seed a
 * database that has no users yet (or always, for `npm run seed`).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { migrations } from '@/migrations'
import { adminCredentials, DEV_ADMIN, ensureAdmin } from './admin'
import { seedBulkPosts } from './bulkPosts'
import { seedDemoContent } from './index'

export const prepareDatabase = async ({
  seed,
  admin = false,
  bulkPosts = 0,
}: {
  seed: 'if-empty' | 'always' | 'never'
  /** Create the admin account even without demo content (test databases). */
  admin?: boolean
  /** Generated posts to add after the demo content (`npm run seed -- --posts N`). */
  bulkPosts?: number
}) => {
  const payload = await getPayload({ config })
  try {
    // The generated migration index is typed more narrowly than migrate() accepts.
    await payload.db.migrate({ migrations: migrations as never })
    const empty = (await payload.count({ collection: 'users' })).totalDocs === 0
    if (admin) await ensureAdmin(payload)
    if (seed === 'always' || (seed === 'if-empty' && empty)) {
      await ensureAdmin(payload)
      await seedDemoContent(payload)
    }
    if (bulkPosts > 0) await seedBulkPosts(payload, bulkPosts, console.log)
    const { email, password } = adminCredentials()
    if (process.env.NODE_ENV !== 'production' && password === DEV_ADMIN.password) {
      console.log(`\n  Admin: http://localhost:${process.env.PORT || 3000}/admin  ${email} / ${password}\n`)
    }
  } finally {
    // The adapter keeps one pool client it never releases: ignore its error when the
    // database stops, and do not wait on it forever.
    payload.db.pool?.on('error', () => {})
    await Promise.race([payload.destroy(), new Promise((resolve) => setTimeout(resolve, 2000))])
  }
}
