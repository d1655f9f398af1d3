/**
 * Keeps the HTTP server's redirects table (src/lib/redirects/table.ts) in step with the
 * database, so a request costs a map lookup and no query.
 *
 * One connection of its own (`pg`, outside Next's bundle where Payload lives) LISTENs on the
 * channel the redirects collection (and the site settings, which list the websites redirects
 * may lead to) NOTIFY after each change: every app instance reloads the whole table with one query within milliseconds of a commit. A slow periodic reload covers a
 * notification missed anyway; a lost connection is opened again with growing pauses, and
 * reloads once back (changes made meanwhile sent no notification it could hear). Until the
 * migrations have created the table there is nothing to redirect, and the table is empty.
 * While the database is away the last table keeps answering.
 */
import pg from 'pg'

import { allowedRedirectHosts, listenForRedirectChanges, redirectRows } from '@/lib/db/redirectsListener'
import { buildRedirectTable, REDIRECTS_CHANNEL, type RedirectTable } from '@/lib/redirects/table'

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
  let client: pg.Client | null = null
  let stopped = false
  let attempt = 0
  let retry: NodeJS.Timeout | undefined
  let loading: Promise<void> | null = null
  let again = false

  const loadOnce = async (c: pg.Client) => {
    try {
      const rows = await redirectRows(c)
      table = buildRedirectTable(rows, await allowedRedirectHosts(c))
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
        if (client) await loadOnce(client)
      } while (again && client && !stopped)
    })().finally(() => {
      loading = null
    })
    return loading
  }

  const lost = (c: pg.Client, error?: Error) => {
    if (client !== c) return
    client = null
    c.removeAllListeners('notification')
    void c.end().catch(() => {})
    if (error) log.warn(`[redirects] lost the database connection: ${error.message}`)
    scheduleConnect()
  }

  const scheduleConnect = () => {
    if (stopped || retry) return
    const wait = Math.min(maxRetryMs, 500 * 2 ** attempt++)
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, wait)
    retry.unref()
  }

  const connect = async () => {
    const c = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5_000, statement_timeout: 10_000, application_name: 'redirects' })
    // Without a listener, an 'error' on this connection (the database restarting) would end the process.
    c.on('error', (error) => lost(c, error))
    c.on('end', () => lost(c))
    c.on('notification', (message) => {
      if (message.channel === REDIRECTS_CHANNEL) void reload()
    })
    try {
      await c.connect()
      await listenForRedirectChanges(c)
    } catch (error) {
      c.removeAllListeners('end')
      void c.end().catch(() => {})
      if (attempt === 0) log.warn(`[redirects] cannot reach the database yet: ${(error as Error).message}`)
      scheduleConnect()
      return
    }
    if (stopped) return void c.end().catch(() => {})
    client = c
    attempt = 0
    await reload()
  }

  const refresh = setInterval(() => void reload(), refreshMs)
  refresh.unref()

  return {
    table: () => table,
    ready: connect(),
    stop: async () => {
      stopped = true
      clearInterval(refresh)
      clearTimeout(retry)
      const c = client
      client = null
      await c?.end().catch(() => {})
    },
  }
}
