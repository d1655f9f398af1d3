/**
 * Keeps the HTTP server's redirects table (src/lib/redirects/table.ts) in step with the
 * database, so a request costs a map lookup and no query.
 *
 * It LISTENs (./listener.cjs) on the channel the redirects collection (and the site settings,
 * which list the websites redirects may lead to) NOTIFY after each change: every app instance
 * reloads the whole table with one query within milliseconds of a commit. A slow periodic
 * reload covers a notification missed anyway, and a reconnection reloads too. Until the
 * migrations have created the table there is nothing to redirect, and the table is empty.
 * While the database is away the last table keeps answering.
 */
import pg from 'pg'

import { buildRedirectTable, LOAD_ALLOWED_HOSTS_SQL, LOAD_REDIRECTS_SQL, REDIRECTS_CHANNEL, type RedirectRow, type RedirectTable } from '@/lib/redirects/table'
import { listen } from './listener.cjs'

export type RedirectSource = {
  /** The current table. */
  table: () => RedirectTable
  /** Settles after the first load was tried (the server listens without waiting longer). */
  ready: Promise<void>
  stop: () => Promise<void>
}

export type RedirectSourceOptions = {
  connectionString: string
  /** The fallback reload, for a notification lost in transit. */
  refreshMs?: number
  /** The longest pause between two attempts to reconnect. */
  maxRetryMs?: number
  log?: Pick<Console, 'warn' | 'info'>
}

const UNDEFINED_TABLE = '42P01'

export const followRedirects = ({
  connectionString,
  refreshMs = 5 * 60_000,
  maxRetryMs = 30_000,
  log = console,
}: RedirectSourceOptions): RedirectSource => {
  let table: RedirectTable = new Map()
  let loading: Promise<void> | null = null
  let again = false

  const loadOnce = async (c: pg.Client) => {
    try {
      const { rows } = await c.query<RedirectRow>(LOAD_REDIRECTS_SQL)
      const hosts = await c.query<{ host: string }>(LOAD_ALLOWED_HOSTS_SQL)
      table = buildRedirectTable(rows, new Set(hosts.rows.map((row) => row.host)))
    } catch (error) {
      if ((error as { code?: string }).code === UNDEFINED_TABLE) table = new Map()
      else log.warn(`[redirects] could not load the redirects: ${(error as Error).message}`)
    }
  }

  /** One load at a time; a change announced during a load is read by one more load after it. */
  const reload = (): Promise<void> => {
    if (loading) {
      again = true
      return loading
    }
    loading = (async () => {
      do {
        again = false
        const c = listener.client()
        if (c) await loadOnce(c)
      } while (again && listener.client())
    })().finally(() => {
      loading = null
    })
    return loading
  }

  // Every connection, the first and each one after a loss, loads the whole table: changes made
  // while the connection was away sent no notification it could hear.
  const listener = listen({ pg, connectionString, channels: [REDIRECTS_CHANNEL], name: 'redirects', onNotification: () => void reload(), onConnected: () => reload(), maxRetryMs, log })

  const refresh = setInterval(() => void reload(), refreshMs)
  refresh.unref()

  return {
    table: () => table,
    ready: listener.ready,
    stop: async () => {
      clearInterval(refresh)
      await listener.stop()
    },
  }
}
