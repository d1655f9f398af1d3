/**
 * The bench's comparison of the shipped production front (`npm run bench -- --only front`): for
 * each address, requests/s and p99 of
 *   - nginx serving the same bytes as a static file (the yardstick),
 *   - the app directly (every process `npm start` runs),
 *   - the app behind the shipped proxy config (deploy/nginx),
 * in one run, and how many requests per second reached the app behind the proxy (its access
 * log). Every request asks for gzip, as browsers do: the static server sends a gzipped copy made
 * beforehand, the proxy its cached gzipped answer.
 */
import { readFileSync } from 'node:fs'

import { load } from './load'
import { startProxy, startStaticNginx } from './services'

const GZIP = { 'accept-encoding': 'gzip' }

export const frontComparison = async (app: string, paths: string[], { connections, duration }: { connections: number; duration: number }) => {
  const files = await Promise.all(
    paths.map(async (path) => {
      const res = await fetch(app + path, { headers: { 'accept-encoding': 'identity' } })
      return { path, body: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') ?? 'text/html' }
    }),
  )
  const statics = await startStaticNginx(files)
  const proxy = await startProxy([new URL(app).host])
  try {
    console.log(`\nThe production front: ${connections} connections, ${duration} s per column, gzip asked for\n`)
    console.log(
      'path'.padEnd(36) +
        ['static', 'direct', 'proxy'].map((c) => `${c} req/s`.padStart(14) + 'p99 ms'.padStart(8)).join('') +
        'direct/static'.padStart(15) +
        'proxy/static'.padStart(14) +
        'app req/s'.padStart(11),
    )
    for (const [i, path] of paths.entries()) {
      const options = { connections, duration, headers: GZIP }
      const yardstick = await load(statics.url, `/${i}`, options)
      const direct = await load(app, path, options)
      const logBefore = readFileSync(proxy.accessLog, 'utf8').length
      const behind = await load(proxy.url, path, options)
      await new Promise((resolve) => setTimeout(resolve, 1_200)) // the access log is flushed each second
      const reachedApp = readFileSync(proxy.accessLog, 'utf8')
        .slice(logBefore)
        .split('\n')
        .filter((line) => line.includes(`"GET ${path} `) && !line.includes('upstream=-')).length
      const failed = direct.failed + behind.failed + yardstick.failed
      console.log(
        path.slice(0, 35).padEnd(36) +
          [yardstick, direct, behind].map((r) => r.requestsPerSecond.toFixed(0).padStart(14) + r.p99.toFixed(1).padStart(8)).join('') +
          (direct.requestsPerSecond / yardstick.requestsPerSecond).toFixed(3).padStart(15) +
          (behind.requestsPerSecond / yardstick.requestsPerSecond).toFixed(3).padStart(14) +
          (reachedApp / duration).toFixed(1).padStart(11) +
          (failed ? `  (${failed} failed)` : ''),
      )
    }
  } finally {
    await Promise.all([statics.stop(), proxy.stop()])
  }
}
