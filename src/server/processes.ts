/**
 * Several app processes on one port, one per core unless `WEB_CONCURRENCY` says otherwise, so a
 * machine's every core serves readers: Node's cluster module, the primary handing connections to
 * its workers in turn.
 *
 * The processes share Next's page cache (src/server/cacheHandler.cjs: files on this machine, or
 * Redis across machines) and each hears every published change through PostgreSQL, so whichever
 * process handled a save, none serves the old page afterwards.
 */
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'

export type ProcessPlan = { count: number } | { error: string }

export const processPlan = (env: Record<string, string | undefined>, cores = availableParallelism()): ProcessPlan => {
  const raw = env.WEB_CONCURRENCY?.trim()
  if (!raw) return { count: cores }
  const count = Number(raw)
  if (!Number.isInteger(count) || count < 1 || count > 64) return { error: `WEB_CONCURRENCY must be a whole number from 1 to 64 (got "${raw}").` }
  return { count }
}

/**
 * The JavaScript heap each worker may use, unless the flag is given (`node
 * --max-old-space-size=N scripts/start.mjs`, or in NODE_OPTIONS). V8's own limit is a quarter of
 * the machine's memory or more (4 GB here), and it lets garbage pile up to near it before it
 * collects in earnest: a worker held 3.7 GB after minutes of load, of which 256 MB was alive.
 * Under a mixed load at 64 connections a worker's live heap stays near 135 MB (the code and data
 * of every route, the caches in memory), so 256 MB leaves room for a burst of renders while V8
 * collects early enough to keep the process within its memory budget.
 */
export const DEFAULT_HEAP_MB = 256

/** The flags a worker runs with: the primary's, and the heap limit when none is set. */
export const workerFlags = (execArgv: readonly string[], nodeOptions = '') =>
  [...execArgv, ...nodeOptions.split(/\s+/)].some((flag) => flag.startsWith('--max-old-space-size'))
    ? [...execArgv]
    : [...execArgv, `--max-old-space-size=${DEFAULT_HEAP_MB}`]

/** A worker that ends within this long of starting counts as one that cannot stay up. */
const STAYED_UP_MS = 30_000
const FIRST_DELAY_MS = 1_000
const LONGEST_DELAY_MS = 60_000

/**
 * How long to wait before starting a worker again, given how many workers in a row ended soon
 * after starting: at once for a worker that had been serving (one crash is one bad request or a
 * full heap, and readers should not wait), then 1 s, 2 s, 4 s … up to a minute for one that keeps
 * ending (a bad setting, a database that will not answer), so it is neither given up on nor
 * restarted in a tight loop.
 */
export const restartDelay = (quickEndsInARow: number) =>
  quickEndsInARow <= 0 ? 0 : Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** (quickEndsInARow - 1))

/** Why a worker ended, in the words the log gives it. */
export const endReason = (code: number | null, signal: string | null) =>
  signal === 'SIGKILL'
    ? 'it was killed (SIGKILL: the system, perhaps for memory)'
    : signal === 'SIGABRT' || code === 134
      ? 'it aborted (most often at the JavaScript heap limit: see "heap out of memory" above)'
      : signal
        ? `it was stopped by ${signal}`
        : `it exited with code ${code}`

/**
 * The primary: starts `count` workers (each runs the app server) and never lets the site stay
 * down: a worker that ends unexpectedly is replaced (its open requests fail, the other workers'
 * do not), after a delay that grows while workers keep ending soon after starting, with the
 * reason in the log. On SIGTERM or SIGINT it passes the signal on and exits once every worker has
 * finished its requests (src/server/shutdown.ts), after `afterLastWorker` (which stops the
 * embedded database).
 */
export const superviseWorkers = (count: number, { afterLastWorker }: { afterLastWorker?: () => Promise<unknown> } = {}) => {
  let stopping = false
  let exiting = false
  let quickEndsInARow = 0
  const startedAt = new Map<number, number>()
  // A worker may still be listed until its 'disconnect' too: count the living ones.
  const exitOnceAllStopped = () => {
    if (exiting || !Object.values(cluster.workers ?? {}).every((w) => !w || w.isDead())) return
    exiting = true
    void (afterLastWorker?.() ?? Promise.resolve())
      .catch((error) => console.error('[server]', error))
      .finally(() => process.exit(0))
  }
  const fork = () => {
    const worker = cluster.fork()
    startedAt.set(worker.id, Date.now())
  }
  cluster.on('exit', (worker, code, signal) => {
    const started = startedAt.get(worker.id) ?? 0
    startedAt.delete(worker.id)
    if (stopping) return exitOnceAllStopped()
    quickEndsInARow = Date.now() - started < STAYED_UP_MS ? quickEndsInARow + 1 : 0
    const delay = restartDelay(quickEndsInARow)
    const when = delay ? `in ${delay / 1000} s (${quickEndsInARow} in a row ended within ${STAYED_UP_MS / 1000} s of starting)` : 'now'
    console.error(`[server] Process ${worker.process.pid} ended: ${endReason(code, signal)}. Starting another ${when}.`)
    setTimeout(() => {
      if (!stopping) fork()
    }, delay)
  })
  const stop = () => {
    if (stopping) return
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    // During a restart's pause there may be no worker left to wait for.
    exitOnceAllStopped()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  cluster.setupPrimary({ execArgv: workerFlags(process.execArgv, process.env.NODE_OPTIONS) })
  console.log(`[server] Starting ${count} process${count === 1 ? '' : 'es'}`)
  for (let i = 0; i < count; i++) fork()
}
