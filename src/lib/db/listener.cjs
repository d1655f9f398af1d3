// @ts-check
/**
 * One connection of its own that LISTENs to PostgreSQL notifications, for what a server process
 * keeps in memory and must drop or reload when the database changes (the redirects table, the
 * page cache). A notification sent on a transaction arrives once it commits, in every process
 * of every instance, whoever made the change: a request, the jobs queue, a script.
 *
 * A lost connection is opened again with growing pauses. Notifications sent meanwhile are lost,
 * so `onConnected` is told whether this is a reconnection, and the listener catches up then.
 *
 * Plain CommonJS: Next loads the cache handler outside its bundles, and it uses this too. The
 * caller hands over `pg` itself, so that each loads the package its own way (the app's server
 * is bundled as an ES module).
 */

/**
 * @typedef {object} ListenOptions
 * @property {typeof import('pg')} pg
 * @property {string} connectionString
 * @property {string[]} channels
 * @property {string} name shown in pg_stat_activity and in log lines
 * @property {(channel: string, payload: string) => void} onNotification
 * @property {(client: import('pg').Client, reconnected: boolean) => Promise<void> | void} [onConnected]
 * @property {number} [maxRetryMs] the longest pause between two attempts to reconnect
 * @property {Pick<Console, 'warn'>} [log]
 */

/**
 * @param {ListenOptions} options
 * @returns {{ ready: Promise<void>, client: () => import('pg').Client | null, stop: () => Promise<void> }}
 */
const listen = ({ pg, connectionString, channels, name, onNotification, onConnected, maxRetryMs = 30_000, log = console }) => {
  /** @type {import('pg').Client | null} */
  let client = null
  let stopped = false
  let attempt = 0
  let connectedBefore = false
  /** @type {NodeJS.Timeout | undefined} */
  let retry

  /** @param {import('pg').Client} c @param {Error} [error] */
  const lost = (c, error) => {
    if (client !== c) return
    client = null
    c.removeAllListeners('notification')
    void c.end().catch(() => {})
    if (error) log.warn(`[${name}] lost the database connection: ${error.message}`)
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
    const c = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5_000, statement_timeout: 10_000, application_name: name })
    // Without a listener, an 'error' on this connection (the database restarting) would end the process.
    c.on('error', (error) => lost(c, error))
    c.on('end', () => lost(c))
    c.on('notification', (message) => {
      if (channels.includes(message.channel)) onNotification(message.channel, message.payload ?? '')
    })
    try {
      await c.connect()
      for (const channel of channels) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      c.removeAllListeners('end')
      void c.end().catch(() => {})
      if (attempt === 0) log.warn(`[${name}] cannot reach the database yet: ${/** @type {Error} */ (error).message}`)
      scheduleConnect()
      return
    }
    if (stopped) return void c.end().catch(() => {})
    client = c
    attempt = 0
    const reconnected = connectedBefore
    connectedBefore = true
    await onConnected?.(c, reconnected)
  }

  return {
    ready: connect(),
    client: () => client,
    stop: async () => {
      stopped = true
      clearTimeout(retry)
      const c = client
      client = null
      await c?.end().catch(() => {})
    },
  }
}

module.exports = { listen }
