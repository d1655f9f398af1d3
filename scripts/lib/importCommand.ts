/**
 * `npm run import`'s entry (scripts/serve.ts): Payload on the site's database (its migrations
 * applied first, as `npm run dev` and `npm start` do), the import, then a clean stop.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { importFromCommandLine } from '../../src/import/cli'
import { migrations } from '../../src/migrations'

export const runImportCommand = async (args: readonly string[]): Promise<number> => {
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  // This process imports; the running site's own process keeps the jobs queue.
  process.env.JOBS_AUTORUN = 'false'
  const payload = await getPayload({ config })
  try {
    await payload.db.migrate({ migrations: migrations as never })
    return await importFromCommandLine(payload, args)
  } finally {
    payload.db.pool?.on('error', () => {})
    await Promise.race([payload.destroy(), new Promise((resolve) => setTimeout(resolve, 2000))])
  }
}
