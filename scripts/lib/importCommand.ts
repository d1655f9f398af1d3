/** `npm run import`'s entry (scripts/serve.ts): Payload on the site's database, the import, then a clean stop. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { importFromCommandLine } from '../../src/import/cli'

export const runImportCommand = async (args: readonly string[]): Promise<number> => {
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  // This process imports; the running site's own process keeps the jobs queue.
  process.env.JOBS_AUTORUN = 'false'
  const payload = await getPayload({ config })
  try {
    return await importFromCommandLine(payload, args)
  } finally {
    payload.db.pool?.on('error', () => {})
    await Promise.race([payload.destroy(), new Promise((resolve) => setTimeout(resolve, 2000))])
  }
}
