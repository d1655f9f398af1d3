/**
 * `npm run lighthouse`: Lighthouse's mobile preset (its default: a mid-range phone, simulated
 * slow 4G and a 4× slower CPU) on every public page type of the production build (one address
 * each, found as a reader finds it: scripts/lib/pageTypes.ts), in Debian's Chromium
 * (/usr/bin/chromium, or CHROMIUM_PATH). Run `npm run build` first; the script starts the
 * server itself, or measures LIGHTHOUSE_URL when set. Nothing leaves the machine.
 *
 * Prints the four category scores, LCP, TBT, CLS and the JavaScript each page transferred (its
 * own, and what the router prefetched afterwards for the links in view), its own split between
 * the framework (React, Next, React Query) and the site (its code and the libraries it chose),
 * from the build's source maps (scripts/lib/scriptOrigins.ts), and every audit that
 * fails in accessibility, best practices and SEO, then one table of every page. Exits 1 when a
 * page misses a goal: performance ≥ 95, accessibility and best practices 100, SEO 100 on the
 * pages meant to be indexed (search results and sign-in are not), and at most 150 KB of its own
 * JavaScript, compressed. LIGHTHOUSE_PORT (3400) is the port of the server it starts.
 *
 * Scores depend on the machine as much as on the page, so each run measures a yardstick first:
 * a bare Next.js page built with the project's own Next and React (scripts/lib/yardstick.ts), the
 * framework alone. It also says what a fresh page of memory costs on this machine
 * (scripts/lib/freshPageCost.ts), which is what set this machine's scores apart from others'.
 *
 * Options: --chunks (list every script a page loaded, with its size), --save DIR (the reports,
 * HTML and JSON), --runs N (measure each page N times, 3 by default, and report the run with the
 * median performance score: on a busy machine one run can be several points off), --only
 * "post,tag" (those page types alone, without the yardstick unless --yardstick is given),
 * --no-yardstick.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import lighthouse, { generateReport, type Result } from 'lighthouse'

import { launcherArgs } from './lib/launcher'
import { findPageTypes, type PageType } from './lib/pageTypes'
import { offerDonationsForRun } from './lib/donationsForRun'
import { freshPageMicroseconds } from './lib/freshPageCost'
import { scriptOrigins } from './lib/scriptOrigins'
import { waitForServer } from './lib/waitForServer'
import { type Service } from './lib/services'
import { startYardstick } from './lib/yardstick'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const option = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? undefined : args[i + 1]
}
const listChunks = args.includes('--chunks')
const saveDir = option('save')
const runs = Math.max(1, Number(option('runs') ?? 3))
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3400)
const base = (process.env.LIGHTHOUSE_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, '')
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const GOALS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
/** The JavaScript a page may load of its own, compressed (React, Next and React Query are about 130 KB of it). */
const JS_GOAL_BYTES = 150 * 1024
const only = option('only')?.split(',').map((name) => name.trim())
const withYardstick = args.includes('--yardstick') || (!only && !args.includes('--no-yardstick'))
const YARDSTICK = 'bare Next page'

type Row = { name: string; scores: number[]; lcp: number; tbt: number; js: number; split: Split | null }

/** Transferred script bytes of the framework and of the site. */
type Split = { framework: number; site: number }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const startServer = () =>
  spawn(process.execPath, launcherArgs('start', '--port', String(port)), {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  })

const stop = async (child: ChildProcess | null) => {
  if (!child?.pid || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/**
 * Chromium with a fresh profile and everything that would reach the internet switched off
 * (component updates, sync, safe-browsing lists, QUIC); the DevTools port it picked is written
 * into the profile.
 */
const startChromium = async () => {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-chromium-'))
  const child = spawn(
    chromiumPath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  const portFile = path.join(profile, 'DevToolsActivePort')
  for (let waited = 0; ; waited += 100) {
    try {
      const debuggingPort = Number(readFileSync(portFile, 'utf8').split('\n')[0])
      if (debuggingPort > 0) return { child, profile, port: debuggingPort }
    } catch {
      // not written yet
    }
    if (child.exitCode !== null || waited > 30_000) throw new Error(`${chromiumPath} did not start (is it installed?)`)
    await sleep(100)
  }
}

/**
 * A cached page and its converted images are what readers get; the first request after a build
 * renders the page and converts each image once. Ask for both first, as any earlier reader would.
 */
const warm = async (url: string) => {
  for (let i = 0; i < 2; i++) {
    const html = await (await fetch(url)).text()
    const images = new Set([...html.matchAll(/\/_next\/image\?[^"\s,]+/g)].map((m) => m[0].replaceAll('&amp;', '&')))
    await Promise.all([...images].map(async (image) => (await fetch(base + image)).arrayBuffer()))
  }
}

type Audit = Result['audits'][string]

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number; networkRequestTime?: number }

/**
 * The scripts a page loaded: its own, and those Next's router fetched afterwards for the links in
 * view (prefetching their pages' data, then their code), told apart by the first such prefetch.
 */
const scriptRequests = (lhr: Result) => {
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [])
  const firstPrefetch = Math.min(...items.filter((item) => item.url.includes('?_rsc=')).map((item) => item.networkRequestTime ?? Infinity))
  const scripts = items.filter((item) => item.resourceType === 'Script')
  return {
    own: scripts.filter((item) => (item.networkRequestTime ?? 0) < firstPrefetch),
    prefetched: scripts.filter((item) => (item.networkRequestTime ?? 0) >= firstPrefetch),
  }
}

/**
 * The transferred bytes of `scripts` split between the framework and the site, each script in
 * the proportion of its characters (its headers with them); null when the build kept no source
 * maps (a build before they were kept, or not this server's build).
 */
const splitOf = (scripts: NetworkRequest[]): Split | null => {
  const split: Split = { framework: 0, site: 0 }
  let mapped = false
  for (const script of scripts) {
    const file = new URL(script.url).pathname
    // Without a map of its own: Next's polyfills, or an entry's few bytes that load its chunks.
    const origins = scriptOrigins(root, file) ?? (/\/polyfills-[^/]+\.js$/.test(file) ? { framework: 1, site: 0 } : { framework: 0, site: 1 })
    mapped ||= scriptOrigins(root, file) !== null
    const total = origins.framework + origins.site
    const bytes = script.transferSize ?? 0
    const framework = total ? Math.round((bytes * origins.framework) / total) : 0
    split.framework += framework
    split.site += bytes - framework
  }
  return mapped ? split : null
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
const numeric = (audit: Audit | undefined) => audit?.numericValue ?? NaN

const failedAudits = (lhr: Result, category: string) =>
  (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is Audit => Boolean(audit) && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')

const details = (audit: Audit) => {
  const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []
  return items.slice(0, 5).map((item) => {
    const text = item.description ?? item.issueType ?? item.url ?? (item.node as { snippet?: string } | undefined)?.snippet ?? item.source
    return String(typeof text === 'object' ? JSON.stringify(text) : text).slice(0, 160)
  })
}

/** Lighthouse on one page (`origin` is the yardstick's server for the yardstick), the median of `runs`. */
const measure = async ({ name, path: pagePath, indexed }: PageType, debuggingPort: number, origin = base): Promise<{ misses: string[]; row: Row }> => {
  const url = origin + pagePath
  const ours = origin === base
  const results: Result[] = []
  // Lighthouse now and then loses a trace (NO_NAVSTART and the like): such a run is run again.
  for (let failed = 0; results.length < runs; ) {
    const result = await lighthouse(url, { port: debuggingPort, logLevel: 'error', onlyCategories: [...CATEGORIES] })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const error = result.lhr.runtimeError
    if (!error) results.push(result.lhr)
    else if (++failed > 2) throw new Error(`${url}: ${error.message}`)
    else console.log(`  (a run failed: ${error.code}; running it again)`)
  }
  results.sort((a, b) => score(a, 'performance') - score(b, 'performance'))
  const lhr = results[Math.floor(results.length / 2)]

  const { own, prefetched } = scriptRequests(lhr)
  const bytes = (list: NetworkRequest[], key: 'transferSize' | 'resourceSize' = 'transferSize') => list.reduce((sum, s) => sum + (s[key] ?? 0), 0)
  const split = ours ? splitOf(own) : null
  const runsNote = runs > 1 ? ` (median of ${runs}: ${results.map((r) => score(r, 'performance')).join(', ')})` : ''
  console.log(`\n${name}  ${url}  (Lighthouse ${lhr.lighthouseVersion}, CPU benchmark index ${Math.round(lhr.environment.benchmarkIndex)})${runsNote}`)
  console.log(`  ${CATEGORIES.map((c) => `${c} ${score(lhr, c)}`).join('   ')}`)
  console.log(
    `  LCP ${(numeric(lhr.audits['largest-contentful-paint']) / 1000).toFixed(2)} s   ` +
      `TBT ${numeric(lhr.audits['total-blocking-time']).toFixed(0)} ms   ` +
      `CLS ${numeric(lhr.audits['cumulative-layout-shift']).toFixed(3)}   ` +
      `JS ${own.length} files, ${kb(bytes(own))} transferred (${kb(bytes(own, 'resourceSize'))} uncompressed)` +
      (prefetched.length ? `, then ${kb(bytes(prefetched))} prefetched for links` : ''),
  )
  if (split) console.log(`  JS of its own: framework (React, Next, React Query) ${kb(split.framework)}, site ${kb(split.site)}`)
  if (listChunks) {
    for (const [label, list] of [['', own], [' (prefetched)', prefetched]] as const) {
      for (const s of [...list].sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))) {
        console.log(`    ${kb(s.transferSize ?? 0).padStart(9)}  ${s.url.replace(origin, '')}${label}`)
      }
    }
  }
  for (const category of CATEGORIES.slice(1)) {
    for (const audit of failedAudits(lhr, category)) {
      console.log(`  ✗ ${category}: ${audit.id}: ${audit.title}`)
      for (const line of details(audit)) console.log(`      ${line}`)
    }
  }
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true })
    writeFileSync(path.join(saveDir, `${name}.html`), generateReport(lhr, 'html'))
    writeFileSync(path.join(saveDir, `${name}.json`), JSON.stringify(lhr))
  }
  // The yardstick is not one of the site's pages: it sets no goal of its own.
  const goals = CATEGORIES.filter((c) => ours && (indexed || c !== 'seo'))
  const misses = goals.filter((c) => score(lhr, c) < GOALS[c]).map((c) => `${name} ${c} ${score(lhr, c)} < ${GOALS[c]}`)
  if (ours && bytes(own) > JS_GOAL_BYTES) misses.push(`${name} JavaScript ${kb(bytes(own))} > ${kb(JS_GOAL_BYTES)}`)
  const row = {
    name,
    scores: CATEGORIES.map((c) => score(lhr, c)),
    lcp: numeric(lhr.audits['largest-contentful-paint']) / 1000,
    tbt: numeric(lhr.audits['total-blocking-time']),
    js: bytes(own),
    split,
  }
  return { misses, row }
}

/** Every page in one table, for the closing note of a change. */
const printTable = (rows: Row[]) => {
  console.log(`
${'page'.padEnd(18)}${['perf', 'a11y', 'bp', 'seo'].map((h) => h.padStart(6)).join('')}${'LCP s'.padStart(8)}${'TBT ms'.padStart(8)}${'JS KB'.padStart(8)}${'fw KB'.padStart(8)}${'site KB'.padStart(9)}`)
  for (const row of rows) {
    console.log(
      row.name.padEnd(18) +
        row.scores.map((value) => String(value).padStart(6)).join('') +
        row.lcp.toFixed(2).padStart(8) +
        row.tbt.toFixed(0).padStart(8) +
        (row.js / 1024).toFixed(1).padStart(8) +
        (row.split ? (row.split.framework / 1024).toFixed(1) : '–').padStart(8) +
        (row.split ? (row.split.site / 1024).toFixed(1) : '–').padStart(9),
    )
  }
  console.log('JS KB: the scripts a page loads itself, compressed as sent; fw: of them React, Next, React Query and the bundler runtime; site: the rest (the site’s code and the libraries it chose).')
}

const main = async () => {
  const server = process.env.LIGHTHOUSE_URL ? null : startServer()
  let restoreDonations = async () => {}
  let chromium: Awaited<ReturnType<typeof startChromium>> | null = null
  let yardstick: Service | null = null
  try {
    await waitForServer(`${base}/api/posts`)
    restoreDonations = await offerDonationsForRun(base, process.env.SERVER_URL || base)
    const { found, missing } = await findPageTypes(base)
    if (missing.length) console.log(`Not measured, none published: ${missing.join(', ')}`)
    const wanted = only ? found.filter((page) => only.includes(page.name)) : found
    // A page the site does not offer as set up answers 404 (donate is offered for the run, above).
    const pages: PageType[] = []
    for (const page of wanted) {
      const status = (await fetch(base + page.path)).status
      if (status === 200) pages.push(page)
      else console.log(`Not measured, answers ${status}: ${page.name} (${page.path})`)
    }
    if (!pages.length) throw new Error(`No page type to measure${only ? ` among ${only.join(', ')}` : ''}`)
    for (const page of pages) await warm(base + page.path)
    if (withYardstick) {
      console.log('Building the yardstick (a bare Next.js page)…')
      yardstick = await startYardstick(root, port + 1)
    }

    chromium = await startChromium()
    console.log(`Lighthouse, mobile preset, ${chromiumPath}, against ${base}`)
    // The simulated phone's CPU time is measured on this machine, scaled: other work on it
    // lengthens the blocking time and the paint, so a busy machine scores lower.
    const [load] = loadavg()
    if (load > cpus().length) console.log(`Note: load average ${load.toFixed(1)} on ${cpus().length} cores; scores will be lower than on an idle machine.`)
    const freshPage = freshPageMicroseconds()
    console.log(
      `A fresh page of memory costs ${freshPage.toFixed(1)} µs here (about 1 µs on a physical machine or a phone)` +
        (freshPage > 4 ? ': every page load pays it many times over, so scores here are lower than a phone’s; read them against the yardstick.' : '.'),
    )
    const misses: string[] = []
    const rows: Row[] = []
    if (yardstick) rows.push((await measure({ name: YARDSTICK, path: '/', indexed: true }, chromium.port, yardstick.url)).row)
    for (const page of pages) {
      const measured = await measure(page, chromium.port)
      misses.push(...measured.misses)
      rows.push(measured.row)
    }
    printTable(rows)
    console.log(misses.length ? `\nBelow the goal: ${misses.join('; ')}` : '\nEvery goal met (performance ≥ 95, the rest 100, JavaScript ≤ 150 KB).')
    process.exitCode = misses.length ? 1 : 0
  } finally {
    if (chromium) {
      await stop(chromium.child)
      rmSync(chromium.profile, { recursive: true, force: true })
    }
    await restoreDonations().catch((error) => console.error('The donation settings were not put back:', error))
    await yardstick?.stop()
    await stop(server)
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
