import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Drizzle handle for the few raw SQL statements Payload's API cannot express (full-text
 * search, login throttling). Inside a hook it joins the request's transaction, so a write
 * that rolls back takes our statement with it.
 */
export const drizzleFor = async (payload: Payload, req?: Partial<PayloadRequest>) => {
  const adapter = payload.db as unknown as PostgresAdapter
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions[id]?.db) || adapter.drizzle
}
