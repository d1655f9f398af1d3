/**
 * Keeps the HTTP server's redirects table (src/lib/redirects/table.ts) in step with the
 * database, so a request costs a map lookup and no query.
 *
 * It LISTENs (src/lib/db/listener.cjs) on the channel the redirects collection (and the site settings,
 * which list the websites redirects may lead to) NOTIFY after each change: every app instance
 * reloads the whole table with one query within milliseconds of a commit. A slow periodic
 * reload covers a notification missed anyway, and a reconnection reloads too. Until the
 * migrations have created the table there is nothing to redirect, and the table is empty.
 * While the database is away the last table keeps answering.
 */
import pg from 'pg'

import { listen } from '@/lib/db/listener.cjs'
import { allowedRedirectHosts, oldNumberedAddresses, redirectRows } from '@/lib/db/redirectsListener'
import { addressOf } from '@/collections/addresses'
import { buildRedirectTable, REDIRECTS_CHANNEL, withOldNumbers, type RedirectTable } from '@/lib/redirects/table'

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

/** Imported documents' old WordPress numbers and their pages now (none before the import table exists). */
const oldNumbers = async (c: pg.Client) => {
  try {
    const rows = await oldNumberedAddresses(c)
    return rows.map((row) => ({ numericId: row.numeric_id, destination: addressOf(row.collection as 'posts' | 'pages', row.slug) }))
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return []
    throw error
  }
}

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
      const rows = await redirectRows(c)
      table = withOldNumbers(buildRedirectTable(rows, await allowedRedirectHosts(c)), await oldNumbers(c))
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
