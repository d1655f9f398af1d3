/**
 * Several app processes on one port (`WEB_CONCURRENCY`), so a machine's every core serves
 * readers: Node's cluster module, the primary handing connections to its workers in turn.
 *
 * Each process keeps Next's page cache. Without a shared store (`REDIS_URL`) that cache lives in
 * each process's memory, and a publish handled by one process would leave the others serving the
 * old page: so without it the default is one process, and asking for more is refused.
 */
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'

export type ProcessPlan = { count: number } | { error: string }

export const processPlan = (env: Record<string, string | undefined>, cores = availableParallelism()): ProcessPlan => {
  const shared = Boolean(env.REDIS_URL)
  const raw = env.WEB_CONCURRENCY?.trim()
  if (!raw) return { count: shared ? cores : 1 }
  const count = Number(raw)
  if (!Number.isInteger(count) || count < 1 || count > 64) return { error: `WEB_CONCURRENCY must be a whole number from 1 to 64 (got "${raw}").` }
  if (count > 1 && !shared) {
    return { error: 'WEB_CONCURRENCY above 1 needs REDIS_URL: without a shared cache each process would serve its own stale pages after a publish.' }
  }
  return { count }
}

/**
 * The primary: starts `count` workers (each runs the app server), starts a new one when one dies
 * unexpectedly, and on SIGTERM or SIGINT passes the signal on and exits once every worker has
 * finished its requests (src/server/shutdown.ts).
 */
export const superviseWorkers = (count: number) => {
  let stopping = false
  const recentDeaths: number[] = []
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // A worker may still be listed until its 'disconnect' too: count the living ones.
      if (Object.values(cluster.workers ?? {}).every((w) => !w || w.isDead())) process.exit(0)
      return
    }
    console.error(`[server] Process ${worker.process.pid} ended (${signal ?? code}); starting another.`)
    const now = Date.now()
    recentDeaths.push(now)
    while (recentDeaths.length && now - recentDeaths[0] > 60_000) recentDeaths.shift()
    // A worker that cannot start at all (a bad setting) would otherwise be restarted forever.
    if (recentDeaths.length > count * 3) {
      console.error('[server] Processes keep ending; stopping.')
      process.exit(1)
    }
    cluster.fork()
  })
  const stop = () => {
    if (stopping) return
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  console.log(`[server] Starting ${count} processes`)
  for (let i = 0; i < count; i++) cluster.fork()
}
