import { sql } from '@payloadcms/db-postgres'

import { drizzleFor } from '@/lib/db/sql'
import { testPayload } from '../factories'

/**
 * Rows written straight into the search index, for tests that need more matches than search
 * ranks (1,000+): search reads only `search_documents`, and as many posts through the Local API
 * would take a minute. Each row is a post whose body alone holds `word`; the first is the
 * newest, then one minute older each, from `newest` on. Ids come from a range no real document
 * reaches, one block per call.
 */
let block = 0
export const indexBodyMatches = async (word: string, count: number, newest: Date) => {
  const db = await drizzleFor(await testPayload())
  const firstId = 2_000_000_000 - (process.pid % 1000) * 100_000 - ++block * 5_000
  const rows = Array.from({ length: count }, (_, i) => ({
    id: firstId + i,
    url: `/blog/indexed-${word}-${i}`,
    at: new Date(newest.getTime() - i * 60_000).toISOString(),
  }))
  for (let from = 0; from < rows.length; from += 500) {
    const values = rows
      .slice(from, from + 500)
      .map((r) => sql`('post', ${r.id}, ${`Indexed row ${r.id}`}, '', ${`Only the body says ${word}.`}, ${r.url}, ${r.at})`)
    await db.execute(sql`
      INSERT INTO search_documents (kind, doc_id, title, summary, body, url, published_at)
      VALUES ${sql.join(values, sql`, `)}`)
  }
  return rows.map((r) => r.url)
}
