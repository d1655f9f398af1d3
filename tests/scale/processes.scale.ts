/**
 * One `npm start` with two worker processes and no Redis, as a small site runs it on one machine:
 * - the processes share the page cache (a page one rendered is served by the other) and every
 *   published change reaches both;
 * - a crash is not an outage: one worker is killed the way the system kills a process out of
 *   memory (SIGKILL); the other keeps answering, a new worker takes the dead one's place within
 *   seconds, and `npm start` itself (with the database it started) never stops.
 * Runs after the browser tests on the same production build and seeded database.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/database'
import { launcherArgs } from '../../scripts/lib/launcher'
import { TEST_ADMIN } from '../../scripts/lib/testDatabase'

const root = path.resolve(import.meta.dirname, '../..')
const READY = /server ready on \S+ \(process (\d+)\)/g

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
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  child = spawn(process.execPath, launcherArgs('start', '--port', String(port)), {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL ?? '',
      // What a 2-core machine gets by default, said here so the test holds on any machine.
      WEB_CONCURRENCY: '2',
      COOKIE_SECURE: 'false',
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
}, 60_000)

// What a browser says of a request the site's own page makes (the CSRF checks of the site and Payload).
const SAME_SITE = { 'sec-fetch-site': 'same-origin' }
const ADMIN = { email: process.env.E2E_ADMIN_EMAIL ?? TEST_ADMIN.email, password: process.env.E2E_ADMIN_PASSWORD ?? TEST_ADMIN.password }

/**
 * A request on a connection of its own, as a new visitor makes it: the primary hands each new
 * connection to the workers in turn, so consecutive ones reach both processes.
 */
const visit = (path: string) => fetch(url + path, { headers: { connection: 'close' } })

describe('two processes without Redis', () => {
  let cookie = ''
  const write = (method: string, path: string, data: object) =>
    fetch(url + path, { method, headers: { cookie, 'content-type': 'application/json', connection: 'close', ...SAME_SITE }, body: JSON.stringify(data) })

  it('share the pages one of them rendered, and both serve an edit as soon as it is published', async () => {
    const signedIn = await fetch(`${url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close', ...SAME_SITE },
      body: JSON.stringify(ADMIN),
    })
    expect(signedIn.status).toBe(200)
    cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith('payload-token='))!.split(';', 1)[0]
    const stamp = Date.now().toString(36)
    const categories = (await (await fetch(`${url}/cms-api/categories?limit=1&depth=0`, { headers: { cookie, ...SAME_SITE } })).json()) as { docs: { id: number }[] }
    const created = await write('POST', '/cms-api/posts', {
      title: `Two processes first ${stamp}`,
      slug: `two-processes-${stamp}`,
      summary: 'Rendered by one process, served by both.',
      category: categories.docs[0].id,
      content: { root: { type: 'root', version: 1, format: '', indent: 0, direction: null, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'Body.' }] }] } },
      _status: 'published',
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
    const page = `/blog/${doc.slug}`

    // Visitors one after another, each on a new connection, so each process gets some: the
    // first renders the page; once it is stored, the other process serves it too, unrendered.
    expect((await visit(page)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const later = []
    for (let i = 0; i < 4; i++) later.push((await visit(page)).headers.get('x-nextjs-cache'))
    expect(later).toEqual(['HIT', 'HIT', 'HIT', 'HIT'])

    const edited = await write('PATCH', `/cms-api/posts/${doc.id}`, { title: `Two processes second ${stamp}`, _status: 'published' })
    expect(edited.status).toBe(200)
    const titles = []
    for (let i = 0; i < 4; i++) titles.push(/<title>([^<]*)/.exec(await (await visit(page)).text())?.[1] ?? '')
    for (const title of titles) expect(title).toContain('Two processes second')
  })
})

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
