import type { ClientBase } from 'pg'

import type { RedirectRow } from '@/lib/redirects/table'

/**
 * The HTTP server's own reads of the redirects (src/server/redirects.ts), on its own `pg`
 * connection. SQL because that server runs outside Next's bundle, where Payload is not loaded:
 * it reads the tables of the redirects collection and of the site settings directly, on the
 * connection that LISTENs (./listener.cjs) for the NOTIFY the app sends after each change
 * (./redirectsNotify.ts).
 */
type Queryable = Pick<ClientBase, 'query'>

/**
 * Every redirect that leads somewhere: `destination` is empty while a referenced document is
 * unpublished, and a reference whose document was deleted (the row in redirects_rels cascades
 * away) leads nowhere even before the hooks have removed the redirect.
 */
export const redirectRows = async (client: Queryable): Promise<RedirectRow[]> => {
  const { rows } = await client.query<RedirectRow>(`
    SELECT r."from", r.destination FROM redirects r
    WHERE r.destination IS NOT NULL
      AND (r.to_type = 'custom' OR EXISTS (SELECT 1 FROM redirects_rels l WHERE l.parent_id = r.id AND l.path = 'to.reference'))`)
  return rows
}

/** The websites the creator allows redirects to lead to (site settings). */
export const allowedRedirectHosts = async (client: Queryable): Promise<Set<string>> => {
  const { rows } = await client.query<{ host: string }>(`SELECT host FROM site_settings_redirects_allowed_hosts`)
  return new Set(rows.map((row) => row.host))
}

/**
 * Each published imported post or page that had a number on the old WordPress site, for its
 * `/?p=123` and `/?page_id=123` addresses, which carry the id in a query string the redirects do
 * not look at.
 */
export const oldNumberedAddresses = async (client: Queryable): Promise<{ numeric_id: number; collection: string; slug: string }[]> => {
  const { rows } = await client.query<{ numeric_id: number; collection: string; slug: string }>(`
    SELECT r.numeric_id, r.collection, d.slug FROM import_records r JOIN posts d ON d.id = r.doc_id
      WHERE r.collection = 'posts' AND r.numeric_id IS NOT NULL AND d._status = 'published'
    UNION ALL
    SELECT r.numeric_id, r.collection, d.slug FROM import_records r JOIN pages d ON d.id = r.doc_id
      WHERE r.collection = 'pages' AND r.numeric_id IS NOT NULL AND d._status = 'published'`)
  return rows
}
