/**
 * A crash is not an outage: `npm start` with two workers, one of which is killed the way the
 * system kills a process out of memory (SIGKILL). The other keeps answering, a new worker takes
 * the dead one's place within seconds, and `npm start` itself (with the database it started)
 * never stops. Runs after the browser tests on the same production build and seeded database.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/database'
import { launcherArgs } from '../../scripts/lib/launcher'
import { startRedis, type Service } from '../../scripts/lib/services'

const root = path.resolve(import.meta.dirname, '../..')
const READY = /server ready on \S+ \(process (\d+)\)/g

let redis: Service
let child: ChildProcess
let url: string
const log: string[] = []

/** The workers that have said they are ready, in order. */
const readyWorkers = () => [...log.join('').matchAll(READY)].map((match) => Number(match[1]))

const until = async (check: () => boolean, what: string, ms = 60_000) => {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`${what} did not happen within ${ms / 1000} s:\n${log.join('')}`)
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}) while waiting: ${what}\n${log.join('')}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  redis = await startRedis()
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  child = spawn(process.execPath, launcherArgs('start', '--port', String(port)), {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL ?? '',
      REDIS_URL: redis.url,
      WEB_CONCURRENCY: '2',
      JOBS_AUTORUN: 'false',
      PORT: String(port),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  await until(() => readyWorkers().length >= 2, 'two workers ready', 180_000)
}, 240_000)

afterAll(async () => {
  if (child?.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid!, 'SIGTERM')
    await exited
  }
  await redis?.stop()
}, 60_000)

it('replaces a killed worker within seconds while the other serves, and npm start stays up', async () => {
  const [victim] = readyWorkers()
  let answered = 0
  let failed = 0
  let polling = true
  // Readers' requests throughout: four at a time, each on a connection of its own, as separate
  // visitors are. One caught on the dying worker fails (or waits out its timeout) alone.
  const reader = async () => {
    while (polling) {
      const status = await fetch(`${url}/api/health`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(5_000) }).then(
        (res) => res.status,
        () => 0,
      )
      if (status === 200) answered++
      else failed++
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  const poll = Promise.all([reader(), reader(), reader(), reader()])

  const killedAt = Date.now()
  process.kill(victim, 'SIGKILL')
  await until(() => log.join('').includes(`Process ${victim} ended: it was killed`), 'the primary noticing the death', 10_000)
  const answeredAtDeath = answered
  await until(() => readyWorkers().length >= 3, 'a new worker ready', 60_000)
  const answeredWhileDown = answered - answeredAtDeath
  const replacedIn = Date.now() - killedAt
  polling = false
  await poll

  expect(replacedIn).toBeLessThan(30_000)
  expect(readyWorkers().at(-1)).not.toBe(victim)
  // The other worker went on answering; only requests on the dead worker's connections failed.
  expect(answeredWhileDown).toBeGreaterThan(0)
  expect(failed).toBeLessThanOrEqual(Math.max(3, answered * 0.05))
  expect(child.exitCode).toBeNull()
  expect((await fetch(`${url}/api/health`)).status).toBe(200)
}, 120_000)
