/**
 * `npm run bench`: load on the production build (scripts/lib/load.ts, 64 connections), then
 * one client in sequence for p95 latency. Run `npm run build` first. Against a server
 * already running elsewhere: BENCH_URL=http://host:port npm run bench.
 *
 * Options: --duration S (per path, default 10), --connections N (default 64),
 * --only load|latency|front|memory, --requests N (latency: requests per address and column,
 * default 100), --minutes M (memory, default 5), --redis.
 * The bench's own server is `npm start` as a small site runs it: one process per core, no Redis;
 * `--redis` gives it a Redis of its own (REDIS_URL), as several instances would share.
 * `front` compares the app directly (every process) and behind the shipped nginx config with
 * nginx serving the same bytes (scripts/lib/front.ts).
 * `memory` is the memory budget: a mixed load over every path for M minutes, then each
 * process's peak resident memory against MEMORY_BUDGET_MB (run it on the large database:
 * npm run seed -- --posts 10000 && npm run build).
 * The latency part (scripts/lib/latency.ts) covers every list, detail and search answer; at
 * the size the goal is set for: npm run seed -- --posts 10000 && npm run build, then
 * npm run bench -- --only latency.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { frontComparison } from './lib/front'
import { makeBenchPosts } from './lib/benchPosts'
import { launcherArgs } from './lib/launcher'
import { latencyReport } from './lib/latency'
import { load as loadPath } from './lib/load'
import { costBetween, listenerPid, sampleTree, type ProcessSample } from './lib/processStats'
import { startRedis, type Service } from './lib/services'
import { waitForServer } from './lib/waitForServer'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? fallback : args[i + 1]
}
const duration = Number(option('duration', '10'))
const connections = Number(option('connections', '64'))
const only = option('only', 'all')
const requests = Number(option('requests', '100'))
const minutes = Number(option('minutes', '5'))
const withRedis = args.includes('--redis')
const port = Number(process.env.BENCH_PORT ?? 3300)
/** Each app process's resident memory after minutes of mixed load, at most. */
const MEMORY_BUDGET_MB = 400
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`

const startServer = (redis: Service | null) =>
  spawn(process.execPath, launcherArgs('start', '--port', String(port)), {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ...(redis ? { REDIS_URL: redis.url } : {}), SERVER_URL: base },
  })

const getJson = async <T>(p: string): Promise<T> => (await fetch(base + p)).json() as Promise<T>

const load = (p: string) => loadPath(base, p, { connections, duration })

const main = async () => {
  const redis = !process.env.BENCH_URL && withRedis ? await startRedis() : null
  const server = process.env.BENCH_URL ? null : startServer(redis)
  try {
    await waitForServer(base + '/api/posts')
    const { items } = await getJson<{ items: { slug: string }[] }>('/api/posts')
    const slug = items[0]?.slug
    const [organization] = await getJson<{ slug: string }[]>('/api/organizations')
    const { items: music } = await getJson<{ items: { slug: string }[] }>('/api/music-analysis')
    // Reading plans have no list endpoint: the first plan linked from the list page.
    const plan = /href="(\/reading-plans\/(?!_)[^"?#]+)"/.exec(await (await fetch(base + '/reading-plans')).text())?.[1]
    // Nor do episodes: the first one the podcast page links to.
    const episode = /href="(\/podcast\/(?!feed)[^"?#/]+)"/.exec(await (await fetch(base + '/podcast')).text())?.[1]
    // And writers: the one a post's byline links to.
    const writer = /href="(\/author\/[^"?#/]+)"/.exec(await (await fetch(`${base}/blog/${slug}`)).text())?.[1]

    if (only === 'all' || only === 'front') {
      await frontComparison(base, ['/', `/blog/${slug}`, '/api/posts', '/api/search?q=grace', '/api/health', '/about'], { connections, duration })
    }
    if (only === 'memory') {
      await memoryBudget(base, [
        '/api/posts', `/api/posts/${slug}`, '/api/search?q=grace', '/', `/blog/${slug}`, '/blog', '/blog/page/2', '/organizations',
        `/organizations/${organization?.slug}`, '/music-analysis', `/music-analysis/${music[0]?.slug}`, '/music-analysis?verdict=unbiblical',
        '/media', '/reading-plans', ...(plan ? [plan] : []), '/reading-club', '/playlists', '/scripture/john/3', '/scripture/john/3?v=16-18',
        ...(episode ? [episode] : []), ...(writer ? [writer] : []), '/blog/no-such-post', '/search?q=faith', '/sitemap.xml', '/atom.xml',
      ])
    }
    if (only === 'all' || only === 'load') {
      // A post citing fifty passages beside the same words with none it can recognise.
      const cited = await makeBenchPosts(base, process.env.SERVER_URL || base)
      // /about is prerendered at build time with no data that changes: the baseline for the pages.
      // The discernment and resources screens are compared with the post page in the same run
      // (each cached page within 25 % of /blog/{slug}); a filtered address renders per request.
      const paths = [
        '/api/posts',
        `/api/posts/${slug}`,
        '/api/search?q=grace',
        '/about',
        '/',
        `/blog/${slug}`,
        '/blog',
        '/organizations',
        `/organizations/${organization?.slug}`,
        '/music-analysis',
        `/music-analysis/${music[0]?.slug}`,
        '/music-analysis?verdict=unbiblical',
        '/media',
        '/reading-plans',
        ...(plan ? [plan] : []),
        '/reading-club',
        '/playlists',
        // Scripture: a chapter, a chapter marked from a reference, and the cost of fifty references.
        '/scripture/john/3',
        '/scripture/john/3?v=16-18',
        cited.withReferences,
        cited.without,
        ...(episode ? [episode] : []),
        ...(writer ? [writer] : []),
        // Not-found pages render per request, twice for a missing document (src/server/notFoundPages.ts):
        // their non-2xx column is all of them.
        '/blog/no-such-post',
        '/no-such-page',
      ]
      try {
        console.log(`\nLoad: ${connections} connections, ${duration} s per path, against ${base}\n`)
        // The server's processes (the one listening on the port and those under it), when it runs here.
        const listener = listenerPid(Number(new URL(base).port || 80))
        const seen = new Map<number, ProcessSample & { cpuSeconds: number; peakRss: number }>()
        console.log(
          'path'.padEnd(48) + 'req/s'.padStart(10) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'non-2xx'.padStart(9) + '>2 s'.padStart(6) + 'KB'.padStart(8) + 'CPU %'.padStart(8) + 'RSS MB'.padStart(9),
        )
        for (const p of paths) {
          const before = listener ? sampleTree(listener) : []
          const started = performance.now()
          const r = await load(p)
          const after = listener ? sampleTree(listener) : []
          const cost = costBetween(before, after, (performance.now() - started) / 1000)
          for (const sample of after) seen.set(sample.pid, { ...sample, peakRss: Math.max(sample.rssBytes, seen.get(sample.pid)?.peakRss ?? 0) })
          console.log(
            p.slice(0, 47).padEnd(48) +
              r.requestsPerSecond.toFixed(0).padStart(10) +
              r.p50.toFixed(1).padStart(9) +
              r.p99.toFixed(1).padStart(9) +
              String(r.failed).padStart(9) +
              String(r.timeouts).padStart(6) +
              (r.bytesPerRequest / 1024).toFixed(0).padStart(8) +
              (listener ? cost.cpuPercent.toFixed(0) : '-').padStart(8) +
              (listener ? (cost.largestRssBytes / 2 ** 20).toFixed(0) : '-').padStart(9),
          )
        }
        if (listener) {
          // CPU % is of one core, all the processes together; RSS MB is the largest process's.
          console.log(`\nProcesses (the listener ${listener} and those under it), over the whole run:`)
          for (const sample of seen.values()) {
            const role = sample.pid === listener ? 'listening' : sample.ppid === listener ? 'worker' : 'under a worker'
            console.log(`  ${String(sample.pid).padStart(8)}  ${role.padEnd(15)}${sample.name.padEnd(16)}CPU ${sample.cpuSeconds.toFixed(1).padStart(7)} s   peak RSS ${(sample.peakRss / 2 ** 20).toFixed(0).padStart(5)} MB`)
          }
        } else {
          console.log('\n(CPU and memory not shown: the server is not on this machine, or `ss` is missing.)')
        }
      } finally {
        await cited.remove()
      }
    }
    if (only === 'all' || only === 'latency') await latencyReport(base, { requests })
  } finally {
    if (server?.pid) {
      server.kill('SIGTERM')
      await new Promise((r) => server.once('exit', r))
    }
    await redis?.stop()
  }
}

/**
 * The memory budget: every path at once, at random, for `minutes`, sampling the server's
 * processes every five seconds; then each one's peak resident memory against the budget.
 */
const memoryBudget = async (base: string, paths: string[]) => {
  const listener = listenerPid(Number(new URL(base).port || 80))
  if (!listener) return console.log('\n(The memory budget needs the server on this machine, and `ss`.)')
  console.log(`\nMemory: ${connections} connections, mixed load over ${paths.length} paths for ${minutes} min, against ${base}`)
  const peak = new Map<number, ProcessSample>()
  const sample = () => {
    for (const s of sampleTree(listener)) if (s.rssBytes > (peak.get(s.pid)?.rssBytes ?? 0)) peak.set(s.pid, s)
  }
  const sampler = setInterval(sample, 5_000)
  const r = await loadPath(base, paths, { connections, duration: minutes * 60 })
  clearInterval(sampler)
  sample()
  console.log(`  ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.failed} non-2xx (the not-found paths), ${r.timeouts} over 2 s`)
  const now = new Map(sampleTree(listener).map((s) => [s.pid, s]))
  for (const s of peak.values()) {
    const role = s.pid === listener ? 'primary' : s.ppid === listener ? 'worker' : 'under a worker'
    const mb = s.rssBytes / 2 ** 20
    const verdict = role === 'worker' ? (mb <= MEMORY_BUDGET_MB ? `within the ${MEMORY_BUDGET_MB} MB budget` : `OVER the ${MEMORY_BUDGET_MB} MB budget`) : ''
    console.log(`  ${String(s.pid).padStart(8)}  ${role.padEnd(15)}${s.name.padEnd(16)}peak RSS ${mb.toFixed(0).padStart(5)} MB   now ${((now.get(s.pid)?.rssBytes ?? 0) / 2 ** 20).toFixed(0).padStart(5)} MB   ${verdict}`)
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
