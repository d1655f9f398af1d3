/**
 * The app's server:
 *
 *   node --import tsx src/server/main.ts dev [--port N] [--hostname H]    (`npm run dev`)
 *   node scripts/start.mjs [--port N] [--hostname H]                      (`npm start`)
 *
 * `npm run dev` runs this source in one process, after scripts/serve.ts has brought up the
 * database. `npm start` runs the build's bundle of it (scripts/lib/appServer.ts) as a primary
 * (primary.ts: the database, migrations, then the workers) and its workers, each serving the
 * site (httpServer.ts). Each part is imported only where it runs: the primary never loads Next,
 * and a worker never loads the embedded PostgreSQL.
 */
import cluster from 'node:cluster'

const [mode = 'start', ...args] = process.argv.slice(2)
const dev = mode === 'dev'

const option = (long: string, short: string) => {
  const i = args.findIndex((arg) => arg === long || arg === short)
  return i === -1 ? undefined : args[i + 1]
}

if (dev || cluster.isWorker) {
  const { serveSite } = await import('./httpServer')
  await serveSite({
    dev,
    port: Number(option('--port', '-p') ?? process.env.PORT ?? 3000),
    hostname: option('--hostname', '-H') ?? process.env.HOSTNAME ?? '0.0.0.0',
  })
} else {
  const { startPrimary } = await import('./primary')
  await startPrimary()
}
