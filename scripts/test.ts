/**
 * `npm test`: type check, lint, Vitest (unit + integration on a fresh database), then one
 * production build served to Playwright (on its own fresh, seeded database). Ends with one
 * line, `N passed, M failed`, summing every test; a check or build that fails counts as a failure.
 *
 *   npm test            everything
 *   npm test -- checks  type check and lint only
 *   npm test -- int     Vitest only
 *   npm test -- e2e     build + Playwright, then the scale-out test (tests/scale) on the same build
 */
import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { launcherArgs } from './lib/launcher'
import { ensureSystemPackages } from './lib/systemPackages'
import { freshDatabase, type TestDatabase } from './lib/testDatabase'
import { waitForServer } from './lib/waitForServer'
import { oauthEnvironment, startOAuthFake } from '../tests/fakes/oauth'
import { startStripeFake, stripeEnvironment } from '../tests/fakes/stripe'
import { donationPagesEnvironment, startDonationPagesFake } from '../tests/fakes/donationPages'
import { mailEnvironment, startMailCatcher } from '../tests/setup/smtp'

const root = path.resolve(import.meta.dirname, '..')
const results = path.join(root, 'test-results')
const bin = (name: string) => path.join(root, 'node_modules/.bin', name)

const wanted = process.argv[2] ?? 'all'
const tally = { passed: 0, failed: 0 }
/** The failed tests' names, repeated under the summary: a long log's tail is often all that is read. */
const failures: string[] = []
const timings: string[] = []

const run = (label: string, command: string, args: string[], env: Record<string, string> = {}) =>
  new Promise<boolean>((resolve) => {
    const started = Date.now()
    console.log(`\n━━ ${label} ━━`)
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code) => {
      timings.push(`${label}: ${((Date.now() - started) / 1000).toFixed(0)} s`)
      resolve(code === 0)
    })
  })

/** A stage without its own test count: one failure if it fails. */
const check = async (label: string, command: string, args: string[], env?: Record<string, string>) => {
  const ok = await run(label, command, args, env)
  if (!ok) {
    tally.failed += 1
    console.error(`✗ ${label} failed`)
    failures.push(label)
  }
  return ok
}

const readJson = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)

/** A Vitest run (`config`: another config file) counted into the tally from its JSON report. */
const vitestRun = async (label: string, reportName: string, config: string[] = [], env: Record<string, string> = {}) => {
  const report = path.join(results, reportName)
  rmSync(report, { force: true })
  const ok = await run(label, bin('vitest'), ['run', ...config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env)
  const json = readJson(report)
  if (!json) {
    tally.failed += 1
    return
  }
  tally.passed += json.numPassedTests
  tally.failed += json.numFailedTests + (ok || json.numFailedTests ? 0 : 1)
  for (const file of json.testResults as { name: string; assertionResults: { fullName: string; status: string }[] }[]) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push(`${label}: ${path.relative(root, file.name)} › ${test.fullName}`)
    }
  }
}

type PlaywrightSuite = { title: string; specs?: { title: string; file: string; tests: { status: string }[] }[]; suites?: PlaywrightSuite[] }

/** The names of a Playwright JSON report's tests that failed (status "unexpected"). */
const playwrightFailures = (suites: PlaywrightSuite[] = [], trail: string[] = []): string[] =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => spec.tests.some((test) => test.status === 'unexpected')).map((spec) => [...trail, suite.title, spec.title].filter(Boolean).join(' › ')),
    ...playwrightFailures(suite.suites, [...trail, suite.title]),
  ])

const vitest = () => vitestRun('vitest', 'vitest.json')

/** Two instances, Redis, an S3 fake and nginx on the build and database the browser tests used. */
const scaleOut = (env: Record<string, string>) => vitestRun('scale-out', 'scale.json', ['-c', 'vitest.scale.config.ts'], env)

/**
 * The browser tests, one Playwright project after another in the config's order, each run on its
 * own (`--no-deps`): a failure in one is reported, and the projects after it still run. They share
 * one app server, the config's own, started here: one stopped between projects could outlive its
 * stop on a busy machine and keep the port from the next.
 */
const playwright = async (env: Record<string, string>) => {
  // The config reads the database and uploads folder from the environment.
  Object.assign(process.env, env)
  const { default: config } = await import('../playwright.config')
  const web = config.webServer as { command: string; url: string; timeout: number; env: Record<string, string> }
  // A server left running by an interrupted run would answer in this one's place, on another
  // database and build, and every browser test would fail for no reason of its own.
  if (await fetch(web.url).then(() => true, () => false)) {
    throw new Error(`Something already answers at ${web.url} (a test run left behind?): stop it, or set E2E_PORT.`)
  }
  const log = openSync(path.join(results, 'e2e-server.log'), 'w')
  console.log(`\n━━ app server for the browser tests (output in test-results/e2e-server.log) ━━`)
  // The shell hands its process over to the command (exec), so that the stop reaches serve.ts itself.
  const server = spawn('sh', ['-c', `exec ${web.command}`], { cwd: root, stdio: ['ignore', log, log], env: { ...process.env, ...web.env } })
  try {
    await waitForServer(web.url, web.timeout)
    for (const { name } of config.projects ?? []) {
      const slug = name!.replace(/\W+/g, '-')
      const report = path.join(results, `e2e-${slug}.json`)
      rmSync(report, { force: true })
      // Each project keeps its own failures' traces: the next run empties only its own folder.
      const options = ['test', '--project', name!, '--no-deps', '--output', path.join(results, `playwright-${slug}`)]
      const passed = await run(`playwright: ${name}`, bin('playwright'), options, { E2E_REPORT: report, E2E_SERVER_RUNNING: '1' })
      const json = readJson(report)
      if (!json) {
        tally.failed += 1
        continue
      }
      tally.passed += json.stats.expected + json.stats.flaky
      tally.failed += json.stats.unexpected + (passed || json.stats.unexpected ? 0 : 1)
      failures.push(...playwrightFailures(json.suites).map((title) => `playwright: ${name}: ${title}`))
    }
  } catch (error) {
    tally.failed += 1
    console.error(`✗ the app server did not start: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    // scripts/serve.ts stops Next's process group and waits for it.
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))])
    closeSync(log)
  }
}

type Seeded = { db: TestDatabase; env: Record<string, string>; ok: boolean }

/** The browser tests' own fresh database, migrated and seeded, and the uploads folder beside it. */
const seedE2e = async (): Promise<Seeded | null> => {
  const uploads = path.join(root, '.data', 'test-e2e-media')
  rmSync(uploads, { recursive: true, force: true })
  const db = await freshDatabase('e2e').catch((error: unknown) => {
    console.error(`✗ e2e database: ${error instanceof Error ? error.message : String(error)}`)
    tally.failed += 1
    return null
  })
  if (!db) return null
  const env = {
    DATABASE_URL: db.url,
    E2E_DATABASE_URL: db.url,
    UPLOADS_DIR: uploads,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'e2e-secret-not-for-production',
  }
  const ok = await check('seed e2e database', process.execPath, launcherArgs('seed'), env)
  return { db, env, ok }
}

/** One production build of the app on the seeded database, served to Playwright, then the scale-out test. */
const e2e = async ({ db, env: seeded, ok }: Seeded) => {
  // The app server's e-mail goes to a loopback catcher that the specs read (tests/setup/smtp.ts).
  const mail = await startMailCatcher()
  // Stripe's API is a loopback fake too (tests/fakes/stripe.ts): the app's SDK and the specs use it.
  const stripe = await startStripeFake()
  // So are Google, GitHub and Apple sign-in (tests/fakes/oauth.ts): the browser signs in on its pages.
  const oauth = await startOAuthFake()
  // And Ko-fi's and Buy Me A Coffee's pages, which the admin's Test looks up (tests/fakes/donationPages.ts).
  const pages = await startDonationPagesFake()
  const env = { ...mailEnvironment(mail), ...stripeEnvironment(stripe), ...oauthEnvironment(oauth), ...donationPagesEnvironment(pages), ...seeded }
  try {
    if (!ok) return
    // The whole run type-checks before (tsc); `npm test -- e2e` alone leaves it to the build.
    const typechecked: Record<string, string> = wanted === 'all' ? { BUILD_ALREADY_TYPECHECKED: '1' } : {}
    if (!(await check('next build', process.execPath, launcherArgs('build'), { ...env, ...typechecked }))) return
    await playwright(env)
    await scaleOut(env)
  } finally {
    await pages.stop()
    await oauth.stop()
    await stripe.stop()
    await mail.stop()
    await db.stop()
  }
}

mkdirSync(results, { recursive: true })
if (wanted !== 'checks') {
  const toRun = ensureSystemPackages()
  if (toRun) {
    console.error(`The tests need Debian packages this machine lacks. Run:\n\n  ${toRun}\n\nthen npm test again.`)
    writeFileSync(path.join(results, 'summary.txt'), '0 passed, 1 failed\n')
    process.exit(1)
  }
}
const started = Date.now()
// The type check, the lint and seeding the browser tests' database each keep about one core busy:
// they run together.
const checks = wanted === 'all' || wanted === 'checks' ? [check('typecheck', bin('tsc'), ['--noEmit']), check('lint', bin('eslint'), ['--max-warnings', '0', '.']), check('shape', 'npm', ['run', '--silent', 'shape']), check('unused', 'npm', ['run', '--silent', 'unused'])] : []
const seeding = wanted === 'all' || wanted === 'e2e' ? seedE2e() : null
await Promise.all(checks)
if (wanted === 'all' || wanted === 'int') await vitest()
const seeded = await seeding
if (seeded) await e2e(seeded)

const summary = `${tally.passed} passed, ${tally.failed} failed`
writeFileSync(path.join(results, 'summary.txt'), `${summary}\n`)
console.log(`\n${timings.join(' · ')} · total ${((Date.now() - started) / 1000).toFixed(0)} s`)
for (const failure of failures) console.log(`✗ ${failure}`)
console.log(summary)
process.exit(tally.failed === 0 ? 0 : 1)
