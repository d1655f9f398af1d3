import pg from 'pg'

import { testPayload } from '../factories'

/**
 * Lets redirects lead to `host` or stops them, as the creator does in Site settings → SEO →
 * Redirects. The list is one document that test files running side by side change: each change
 * reads and writes it under a database lock, so none is lost.
 */
export const setRedirectHostAllowed = async (host: string, allowed: boolean) => {
  const lock = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await lock.connect()
  try {
    await lock.query('SELECT pg_advisory_lock(4207)')
    const payload = await testPayload()
    const hosts = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).redirects?.allowedHosts ?? []
    const others = hosts.filter((row) => row.host !== host).map(({ host: kept }) => ({ host: kept }))
    await payload.updateGlobal({ slug: 'site-settings', data: { redirects: { allowedHosts: allowed ? [...others, { host }] : others } } })
  } finally {
    await lock.query('SELECT pg_advisory_unlock(4207)').catch(() => {})
    await lock.end()
  }
}
