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
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { freshDatabase } from './lib/testDatabase'
import { oauthEnvironment, startOAuthFake } from '../tests/fakes/oauth'
import { startStripeFake, stripeEnvironment } from '../tests/fakes/stripe'
import { mailEnvironment, startMailCatcher } from '../tests/setup/smtp'

const root = path.resolve(import.meta.dirname, '..')
const results = path.join(root, 'test-results')
const bin = (name: string) => path.join(root, 'node_modules/.bin', name)

const wanted = process.argv[2] ?? 'all'
const tally = { passed: 0, failed: 0 }
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
}

const vitest = () => vitestRun('vitest', 'vitest.json')

/** Two instances, Redis, an S3 fake and nginx on the build and database the browser tests used. */
const scaleOut = (env: Record<string, string>) => vitestRun('scale-out', 'scale.json', ['-c', 'vitest.scale.config.ts'], env)

const e2e = async () => {
  const report = path.join(results, 'e2e.json')
  rmSync(report, { force: true })
  const uploads = path.join(root, '.data', 'test-e2e-media')
  rmSync(uploads, { recursive: true, force: true })
  const db = await freshDatabase('e2e')
  // The app server's e-mail goes to a loopback catcher that the specs read (tests/setup/smtp.ts).
  const mail = await startMailCatcher()
  // Stripe's API is a loopback fake too (tests/fakes/stripe.ts): the app's SDK and the specs use it.
  const stripe = await startStripeFake()
  // So are Google, GitHub and Apple sign-in (tests/fakes/oauth.ts): the browser signs in on its pages.
  const oauth = await startOAuthFake()
  const env = {
    ...mailEnvironment(mail),
    ...stripeEnvironment(stripe),
    ...oauthEnvironment(oauth),
    DATABASE_URL: db.url,
    E2E_DATABASE_URL: db.url,
    UPLOADS_DIR: uploads,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'e2e-secret-not-for-production',
  }
  try {
    if (!(await check('seed e2e database', process.execPath, ['--import', 'tsx', 'scripts/serve.ts', 'seed'], env))) return
    if (!(await check('next build', process.execPath, ['--import', 'tsx', 'scripts/serve.ts', 'build'], env))) return
    const ok = await run('playwright', bin('playwright'), ['test'], env)
    const json = readJson(report)
    if (!json) {
      tally.failed += 1
      return
    }
    tally.passed += json.stats.expected + json.stats.flaky
    tally.failed += json.stats.unexpected + (ok || json.stats.unexpected ? 0 : 1)
    await scaleOut(env)
  } finally {
    await oauth.stop()
    await stripe.stop()
    await mail.stop()
    await db.stop()
  }
}

mkdirSync(results, { recursive: true })
const started = Date.now()
if (wanted === 'all' || wanted === 'checks') {
  await check('typecheck', bin('tsc'), ['--noEmit'])
  await check('lint', bin('eslint'), ['--max-warnings', '0', '.'])
}
if (wanted === 'all' || wanted === 'int') await vitest()
if (wanted === 'all' || wanted === 'e2e') await e2e()

const summary = `${tally.passed} passed, ${tally.failed} failed`
writeFileSync(path.join(results, 'summary.txt'), `${summary}\n`)
console.log(`\n${timings.join(' · ')} · total ${((Date.now() - started) / 1000).toFixed(0)} s`)
console.log(summary)
process.exit(tally.failed === 0 ? 0 : 1)
