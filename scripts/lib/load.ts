/**
 * The bench's load generator: `connections` keep-alive connections, each sending its next GET
 * as soon as the previous answer has arrived, for `duration` seconds. Given several paths, each
 * request picks one at random (a mixed load). An answer that took over TIMEOUT_MS counts as a
 * timeout too, as wrk counts one (its default).
 *
 * Why not autocannon: it appends every response body to a JavaScript string. For a body with
 * one non-ASCII character (an en dash, a ✅ badge) that means a full UTF-8 decode per response,
 * and past ~64 KB (a body read in several pieces) the cost jumps: on a 2-core machine an
 * 84 KB page served by a bare Node server dropped from ~26,000 to ~5,000 requests/s when one
 * "…" was added to it. The load generator shares the cores with the server, so autocannon
 * measured its own decoding rather than the pages. Here bodies are counted and thrown away
 * as bytes, undecoded.
 */
import { Pool } from 'undici'

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; failed: number; timeouts: number; bytesPerRequest: number }

const TIMEOUT_MS = 2_000

export async function load(
  base: string,
  paths: string | string[],
  { connections, duration, headers }: { connections: number; duration: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const pick = typeof paths === 'string' ? () => paths : () => paths[Math.floor(Math.random() * paths.length)]
  const pool = new Pool(base, { connections, pipelining: 1 })
  const latencies: number[] = []
  let failed = 0
  let bytes = 0
  const endAt = performance.now() + duration * 1000

  const client = async () => {
    while (performance.now() < endAt) {
      const started = performance.now()
      try {
        const { statusCode, body } = await pool.request({ path: pick(), method: 'GET', headers })
        for await (const chunk of body) bytes += (chunk as Buffer).length
        if (statusCode < 200 || statusCode > 299) failed++
      } catch {
        failed++
      }
      latencies.push(performance.now() - started)
    }
  }
  const began = performance.now()
  await Promise.all(Array.from({ length: connections }, client))
  const elapsed = (performance.now() - began) / 1000
  await pool.close()

  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    failed,
    timeouts: latencies.filter((ms) => ms > TIMEOUT_MS).length,
    bytesPerRequest: latencies.length ? bytes / latencies.length : 0,
  }
}
