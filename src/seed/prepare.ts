/**
 * Run by scripts/serve.ts before Next starts: apply committed migrations, then seed a
 * database that has no users yet (or always, for `npm run seed`).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { serverUrl } from '@/lib/serverUrl'
import { migrations } from '@/migrations'
import { adminLoginLine, ensureAdmin, type AdminAccount } from './admin'
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
    const seeding = seed === 'always' || (seed === 'if-empty' && empty)
    // Only where an admin is wanted: on a seeded site the creator may have changed their e-mail,
    // and a second admin account must not appear under the old one.
    const account: AdminAccount | null = admin || seeding ? await ensureAdmin(payload) : null
    if (seeding) await seedDemoContent(payload)
    if (bulkPosts > 0) await seedBulkPosts(payload, bulkPosts, console.log)
    console.log(`\n  ${adminLoginLine(account, `${serverUrl()}/admin`)}\n`)
  } finally {
    // The adapter keeps one pool client it never releases: ignore its error when the
    // database stops, and do not wait on it forever.
    payload.db.pool?.on('error', () => {})
    await Promise.race([payload.destroy(), new Promise((resolve) => setTimeout(resolve, 2000))])
  }
}
