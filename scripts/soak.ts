/**
 * `npm run soak`: mixed traffic against the production build for a while, with PostgreSQL
 * stopped and started again in the middle, then a count of what was lost. Run `npm run build`
 * first. Not part of `npm test` (it takes minutes); its figures go into release notes.
 *
 *   npm run soak -- [--duration 300] [--connections 64] [--outage-at 120] [--outage 10]
 *
 * It makes its own PostgreSQL cluster (.data/soak-postgres, wiped each run) with the demo
 * content, starts the app's server on it (with the Stripe fake for donations), signs up one
 * member per connection (each from its own loopback address, as separate clients), and has
 * every connection loop: 90 % reads (pages, API lists, posts, search), 10 % writes of every
 * kind a visitor or member makes (scripts/lib/soakWrites.ts). Each write carries its own
 * Idempotency-Key and, like the site's forms, is sent again with it after a 503 or no answer.
 * Every write the server acknowledged (2xx) is looked up at the end.
 *
 * Prints: requests by outcome, 5xx outside the outage, the seconds from PostgreSQL being back
 * until the app answered a database read again (without restarting the app), and per kind of
 * write: acknowledged, sent again, missing and duplicated (both must be 0). A write missing
 * or duplicated is listed with its key and the server's log lines about it (the server's
 * whole output is in .data/soak-server.log).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import pg from 'pg'

import { startStripeFake, stripeEnvironment } from '../tests/fakes/stripe'
import { appServerCommand } from './lib/appServer'
import { freePort, startLocalDatabase, type LocalDatabase } from './lib/database'
import { launcherArgs } from './lib/launcher'
import { nextWrite, WRITE_KINDS, type SoakWrite } from './lib/soakWrites'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? fallback : Number(args[i + 1])
}
const durationS = option('duration', 300)
const connections = option('connections', 64)
const outageAtS = option('outage-at', Math.min(120, durationS / 3))
const outageS = option('outage', 10)

const dbDir = path.join(root, '.data', 'soak-postgres')
const secret = 'soak-secret-not-for-production'
const log = (message: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`)

type Reply = { status: number; body: string; cookie?: string }

/** One request from `localAddress` (each simulated client has its own loopback address). */
const send = (
  agent: http.Agent,
  base: string,
  method: string,
  urlPath: string,
  { body, cookie, localAddress, key }: { body?: unknown; cookie?: string; localAddress: string; key?: string },
): Promise<Reply> =>
  new Promise((resolve) => {
    // As the site's own pages send it (Payload reads a session cookie only on such requests).
    const headers: Record<string, string> = { origin: base, 'sec-fetch-site': 'same-origin' }
    if (key) headers['idempotency-key'] = key
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (cookie) headers.cookie = cookie
    const req = http.request(base + urlPath, { method, headers, agent, localAddress, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          cookie: res.headers['set-cookie']?.[0]?.split(';')[0],
        }),
      )
      res.on('error', () => resolve({ status: 0, body: '' }))
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve({ status: 0, body: '' }))
    req.end(body === undefined ? undefined : JSON.stringify(body))
  })

const waitForServer = async (base: string) => {
  const agent = new http.Agent()
  for (let i = 0; i < 240; i++) {
    if ((await send(agent, base, 'GET', '/api/posts', { localAddress: '127.0.0.1' })).status === 200) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the server did not start')
}

// Kept on disk across the stop in the middle (a "fresh" cluster is deleted when it stops).
const startDatabase = (port: number) => startLocalDatabase({ dir: dbDir, port, database: 'soak', quiet: true })

const main = async () => {
  const dbPort = await freePort()
  rmSync(dbDir, { recursive: true, force: true })
  let db: LocalDatabase = await startDatabase(dbPort)
  const admin = { email: 'soak-admin@example.test', password: 'soak-admin-password-not-for-production' }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: db.url,
    PAYLOAD_SECRET: secret,
    NODE_ENV: 'production',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  }
  log('seeding the soak database')
  const seeded = spawnSync(process.execPath, launcherArgs('seed'), { cwd: root, env, encoding: 'utf8' })
  if (seeded.status !== 0) throw new Error(`seed failed:\n${seeded.stderr}`)

  const stripe = await startStripeFake()
  const appPort = await freePort()
  const base = `http://127.0.0.1:${appPort}`
  const [node, serverArgs] = appServerCommand(root, 'start', ['--port', String(appPort)])
  const server = spawn(node, serverArgs, {
    cwd: root,
    env: { ...env, ...stripeEnvironment(stripe), SERVER_URL: base, COOKIE_SECURE: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The server's output in full, for a look after the run (its lines about a submission name its key).
  const serverLogPath = path.join(root, '.data', 'soak-server.log')
  const serverLog = createWriteStream(serverLogPath)
  server.stdout.pipe(serverLog)
  server.stderr.pipe(serverLog)
  try {
    await waitForServer(base)
    // Card gifts through Stripe (the fake), so donation checkouts are part of the mix: set as
    // the creator would, so the site's cached settings follow.
    const adminAgent = new http.Agent()
    const signedIn = await send(adminAgent, base, 'POST', '/cms-api/users/login', { body: admin, localAddress: '127.0.0.1' })
    if (signedIn.status !== 200) throw new Error(`the admin could not sign in: ${signedIn.status} ${signedIn.body}`)
    const saved = await send(adminAgent, base, 'POST', '/cms-api/globals/site-settings', {
      body: { donations: { provider: 'stripe' } },
      localAddress: '127.0.0.1',
      cookie: signedIn.cookie,
    })
    if (saved.status !== 200) throw new Error(`the site settings could not be saved: ${saved.status} ${saved.body}`)
    // Slugs straight from this run's database: the build's cached API reads may come from
    // whichever database the build was made with.
    const lookup = new pg.Client({ connectionString: db.url })
    await lookup.connect()
    const postRows = (await lookup.query<{ id: number; slug: string }>(`SELECT id, slug FROM posts WHERE _status = 'published' ORDER BY id`)).rows
    const posts = postRows.map((r) => r.slug)
    const postIds = new Map(postRows.map((r) => [r.slug, r.id]))
    const plan = (await lookup.query<{ id: number; slug: string }>(`SELECT id, slug FROM reading_plans WHERE _status = 'published' ORDER BY id LIMIT 1`)).rows[0]
    await lookup.end()
    if (!plan) throw new Error('the demo content has no published reading plan')

    // One member per connection, each signing up from an address of its own.
    log(`signing up ${connections} members`)
    const clients = await Promise.all(
      Array.from({ length: connections }, async (_, i) => {
        const localAddress = `127.0.${10 + Math.floor(i / 250)}.${(i % 250) + 2}`
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
        const email = `soak-${i}-${Date.now()}@example.test`
        const password = `soak-password-${i}-long`
        const res = await send(agent, base, 'POST', '/api/auth/register', { body: { email, password }, localAddress })
        if (res.status !== 201) throw new Error(`sign-up ${i} answered ${res.status}: ${res.body}`)
        return { n: i, email, password, localAddress, agent, cookie: res.cookie ?? '', userId: (JSON.parse(res.body) as { id: number }).id }
      }),
    )

    const outcomes = new Map<string, number>()
    const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1)
    const serverErrorsAt: number[] = []
    const acknowledged: SoakWrite[] = []
    const resent = new Map<string, number>()
    const started = Date.now()
    const endAt = started + durationS * 1000
    // A submission still without a definite answer at the end is sent again for this long.
    const graceMs = 60_000
    const reads = ['/', '/blog', '/about', '/api/posts', '/api/posts/latest', '/api/categories', '/api/search?q=grace']
    const outage = { stoppedAt: 0, startedAt: 0, recoveredAt: 0 }
    // The first refusal of each kind, to tell a rate limit from a mistake in the mix.
    const firstRefusal = new Map<string, string>()
    const tally = (kind: string, reply: Reply) => {
      const cls = reply.status === 0 ? 'no answer' : `${Math.floor(reply.status / 100)}xx`
      if (reply.status >= 400 && reply.status < 500 && !firstRefusal.has(kind)) firstRefusal.set(kind, `${reply.status} ${reply.body.slice(0, 100)}`)
      count(`${kind} ${cls}`)
      count(`all ${cls}`)
      if (reply.status >= 500 || reply.status === 0) serverErrorsAt.push(Date.now())
    }

    /** Sends a submission until it gets a definite answer (not a 503, not silence), as a form's retry does. */
    const submit = async (client: (typeof clients)[number], write: SoakWrite) => {
      for (let attempt = 0; ; attempt++) {
        const reply = await send(client.agent, base, write.method, write.path, {
          body: write.body,
          cookie: write.member ? client.cookie : undefined,
          localAddress: client.localAddress,
          key: write.key,
        })
        tally(write.kind, reply)
        const unknown = reply.status === 0 || reply.status >= 500
        if (!unknown) {
          if (reply.status < 300) acknowledged.push(write)
          return
        }
        if (Date.now() > endAt + graceMs) return
        if (attempt === 0) resent.set(write.kind, (resent.get(write.kind) ?? 0) + 1)
        await new Promise((r) => setTimeout(r, 250))
      }
    }

    const worker = async (client: (typeof clients)[number], n: number) => {
      let i = 0
      while (Date.now() < endAt) {
        i++
        const slug = posts[(n + i) % posts.length]
        if (Math.random() < 0.9) {
          const pick = Math.random() < 0.3 ? `/blog/${slug}` : reads[(n + i) % reads.length]
          tally('read', await send(client.agent, base, 'GET', pick, { localAddress: client.localAddress, cookie: client.cookie }))
        } else {
          const write = nextWrite({ client, i, slug, planSlug: plan.slug, planId: plan.id, postId: (s) => postIds.get(s)! }, Math.random())
          await submit(client, write)
        }
      }
    }

    /** Stops PostgreSQL mid-run, starts it again, then times how long until a database read works. */
    const fault = async () => {
      await new Promise((r) => setTimeout(r, outageAtS * 1000))
      log('stopping PostgreSQL')
      outage.stoppedAt = Date.now()
      await db.stop()
      await new Promise((r) => setTimeout(r, outageS * 1000))
      db = await startDatabase(dbPort)
      outage.startedAt = Date.now()
      log('PostgreSQL is back; waiting for the app to answer a database read')
      const probe = new http.Agent()
      for (let n = 0; Date.now() < endAt; n++) {
        // A search is never cached: it needs the database.
        const res = await send(probe, base, 'GET', `/api/search?q=recovery${n}`, { localAddress: '127.0.0.1' })
        if (res.status === 200) {
          outage.recoveredAt = Date.now()
          log(`the app answered again after ${((outage.recoveredAt - outage.startedAt) / 1000).toFixed(1)} s`)
          return
        }
        if (n % 20 === 0) log(`still failing: ${res.status} ${res.body.slice(0, 120)}`)
        await new Promise((r) => setTimeout(r, 100))
      }
      log('the app did not answer a database read again before the end of the run')
    }

    log(`${connections} connections for ${durationS} s; PostgreSQL stops at ${outageAtS} s for ${outageS} s`)
    await Promise.all([...clients.map(worker), fault()])
    const recovered = outage.recoveredAt > 0
    if (!recovered) outage.recoveredAt = Date.now()

    // Every acknowledged write must be there once; of the changes to one state, the last one.
    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    const sessions = stripe.sessions()
    const inDatabase = {
      count: async (sql: string, values: unknown[]) => ((await client.query(sql, values)).rows[0] as { n: number }).n,
      checkoutsWithKey: (key: string) => sessions.filter((session) => session.idempotencyKey?.endsWith(`:${key}`)).length,
    }
    const lastOfState = new Map<string, SoakWrite>()
    for (const write of acknowledged) if (write.state) lastOfState.set(write.state, write)
    const checked = acknowledged.filter((write) => !write.state || lastOfState.get(write.state) === write)
    const problems: { write: SoakWrite; found: number }[] = []
    try {
      for (const write of checked) {
        const found = await write.found(inDatabase)
        if (found !== 1) problems.push({ write, found })
      }
    } finally {
      await client.end()
    }
    const missing = problems.filter((p) => p.found === 0).length
    const duplicates = problems.filter((p) => p.found > 1).length

    const outside = serverErrorsAt.filter((t) => t < outage.stoppedAt || t > outage.recoveredAt).length
    const total = [...outcomes].filter(([k]) => k.startsWith('all ')).reduce((sum, [, n]) => sum + n, 0)
    console.log('\nSoak results')
    console.log(`  requests                         ${total} in ${durationS} s (${(total / durationS).toFixed(0)}/s)`)
    for (const [key, n] of [...outcomes].sort()) console.log(`  ${key.padEnd(32)} ${n}`)
    console.log(`  5xx or no answer, outage         ${serverErrorsAt.length - outside}`)
    console.log(`  5xx or no answer, outside it     ${outside}`)
    const recovery = recovered ? `${((outage.recoveredAt - outage.startedAt) / 1000).toFixed(1)} s` : 'never'
    console.log(`  recovery after restart           ${recovery} (goal ≤ 5 s)`)
    console.log(`\n  ${'write'.padEnd(20)} ${'acknowledged'.padStart(12)} ${'sent again'.padStart(10)} ${'missing'.padStart(8)} ${'duplicated'.padStart(10)}`)
    for (const { kind } of WRITE_KINDS) {
      const mine = problems.filter((p) => p.write.kind === kind)
      const acked = acknowledged.filter((w) => w.kind === kind).length
      const row = [acked, resent.get(kind) ?? 0, mine.filter((p) => p.found === 0).length, mine.filter((p) => p.found > 1).length]
      console.log(`  ${kind.padEnd(20)} ${String(row[0]).padStart(12)} ${String(row[1]).padStart(10)} ${String(row[2]).padStart(8)} ${String(row[3]).padStart(10)}`)
    }
    console.log('\n  first refusal (4xx) of each kind')
    for (const [kind, refusal] of [...firstRefusal].sort()) console.log(`    ${kind.padEnd(20)} ${refusal}`)
    console.log(`\n  acknowledged writes missing      ${missing}`)
    console.log(`  acknowledged writes duplicated   ${duplicates}`)
    if (problems.length) {
      const logLines = readFileSync(serverLogPath, 'utf8').split('\n')
      console.log('\nWrites missing or duplicated, with the server\'s lines about them:')
      for (const { write, found } of problems) {
        console.log(`  ${write.kind}: ${write.label} (Idempotency-Key ${write.key}) found ${found} times`)
        for (const line of logLines.filter((l) => l.includes(write.key))) console.log(`    | ${line}`)
      }
    }
    if (outside > 0 || missing > 0 || duplicates > 0 || !recovered) {
      console.log('\nThe server\'s output is in .data/soak-server.log')
      process.exitCode = 1
    }
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    await db.stop()
    await stripe.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
