/**
 * Graceful shutdown on SIGTERM (a deploy, `docker stop`, scaling down) or SIGINT (Ctrl-C):
 *
 * 1. `/api/health` starts answering 503 (main.ts asks `draining()`), so the proxy and the
 *    orchestrator stop sending new work here;
 * 2. the server stops accepting connections; idle keep-alive connections are closed now, busy ones
 *    as soon as their answer is out (`Connection: close`, or closed once idle when the answer
 *    began before the stop);
 * 3. once every request in flight has finished (or after SHUTDOWN_GRACE_MS, 8 s by default, inside
 *    the 10 s that Docker and scripts/serve.ts wait before they kill), the cleanups run (Next, the
 *    redirects listener, Payload's jobs timers and database pool) and the process exits.
 */
import type http from 'node:http'

let stopping = false

export const draining = () => stopping

/** Marks an answer written while draining so its connection closes once it is out. */
export const closeWhenDraining = (res: http.ServerResponse) => {
  if (stopping && !res.headersSent) res.setHeader('connection', 'close')
}

const graceMs = () => {
  const ms = Number(process.env.SHUTDOWN_GRACE_MS)
  return Number.isFinite(ms) && ms >= 0 ? ms : 8_000
}

export const shutDownGracefully = (server: http.Server, cleanups: (() => Promise<unknown> | unknown)[]) => {
  const stop = async () => {
    if (stopping) return
    stopping = true
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    // close() ends the connections idle now; one whose answer began before the stop stays
    // keep-alive, so it is ended as soon as it falls idle rather than when its idle time runs out.
    const sweep = setInterval(() => server.closeIdleConnections(), 100)
    const deadline = setTimeout(() => {
      console.error('[server] Requests still running at the end of the grace period; closing them.')
      server.closeAllConnections()
    }, graceMs())
    await closed
    clearInterval(sweep)
    clearTimeout(deadline)
    for (const cleanup of cleanups) {
      try {
        await cleanup()
      } catch (error) {
        console.error('[server] Shutdown step failed', error)
      }
    }
    // Every socket, timer and pool is closed by now; anything left (a library's stray handle)
    // must not keep a stopped server from exiting.
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop())
  process.on('SIGINT', () => void stop())
}

/** Payload's instances (one per config), as getPayload caches them: their crons and pools. */
export const destroyPayload = async () => {
  const cached = (globalThis as { _payload?: Map<unknown, { payload?: { destroy?: () => Promise<void> } | null }> })._payload
  for (const entry of cached?.values() ?? []) await entry?.payload?.destroy?.()
}
