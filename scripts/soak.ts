/**
 * `npm run soak`: mixed traffic against the production build for a while, with PostgreSQL
 * stopped and started again in the middle, then a count of what was lost. Run `npm run build`
 * first. Not part of `npm test` (it takes minutes); its figures go into release notes.
 *
 *   npm run soak -- [--duration 300] [--connections 64] [--outage-at 120] [--outage 10]
 *
 * It makes its own PostgreSQL cluster (.data/soak-postgres, wiped each run) with the demo
 * content, starts the app's server on it, signs up one member per connection (each from its
 * own loopback address, as separate clients), and has every connection loop: 90 % reads
 * (pages, API lists, posts, search), 10 % writes (comments, favorites, contact messages).
 * Every write the server acknowledged (2xx) is looked up in the database at the end.
 *
 * Prints: requests by outcome, 5xx outside the outage, the seconds from PostgreSQL being back
 * until the app answered a database read again (without restarting the app), and the
 * acknowledged writes missing afterwards (must be 0).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, rmSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import pg from 'pg'

import { appServerCommand } from './lib/appServer'
import { freePort, startLocalDatabase, type LocalDatabase } from './lib/database'
import { launcherArgs } from './lib/launcher'

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
  { body, cookie, localAddress }: { body?: unknown; cookie?: string; localAddress: string },
): Promise<Reply> =>
  new Promise((resolve) => {
    const headers: Record<string, string> = { origin: base }
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
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: db.url, PAYLOAD_SECRET: secret, NODE_ENV: 'production' }
  log('seeding the soak database')
  const seeded = spawnSync(process.execPath, launcherArgs('seed'), { cwd: root, env, encoding: 'utf8' })
  if (seeded.status !== 0) throw new Error(`seed failed:\n${seeded.stderr}`)

  const appPort = await freePort()
  const base = `http://127.0.0.1:${appPort}`
  const [node, serverArgs] = appServerCommand(root, 'start', ['--port', String(appPort)])
  const server = spawn(node, serverArgs, {
    cwd: root,
    env: { ...env, SERVER_URL: base, COOKIE_SECURE: 'false' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  // The server's error output in full, for a look after the run.
  const serverLog = createWriteStream(path.join(root, '.data', 'soak-server.log'))
  server.stderr.pipe(serverLog)
  try {
    await waitForServer(base)
    // Slugs straight from this run's database: the build's cached API reads may come from
    // whichever database the build was made with.
    const lookup = new pg.Client({ connectionString: db.url })
    await lookup.connect()
    const posts = (await lookup.query<{ slug: string }>(`SELECT slug FROM posts WHERE _status = 'published' ORDER BY id`)).rows.map((r) => r.slug)
    await lookup.end()

    // One member per connection, each signing up from an address of its own.
    log(`signing up ${connections} members`)
    const clients = await Promise.all(
      Array.from({ length: connections }, async (_, i) => {
        const localAddress = `127.0.${10 + Math.floor(i / 250)}.${(i % 250) + 2}`
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
        const email = `soak-${i}-${Date.now()}@example.test`
        const res = await send(agent, base, 'POST', '/api/auth/register', {
          body: { email, password: `soak-password-${i}-long` },
          localAddress,
        })
        if (res.status !== 201) throw new Error(`sign-up ${i} answered ${res.status}: ${res.body}`)
        return { localAddress, agent, cookie: res.cookie ?? '', userId: (JSON.parse(res.body) as { id: number }).id }
      }),
    )

    const outcomes = new Map<string, number>()
    const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1)
    const serverErrorsAt: number[] = []
    const acknowledged = { comments: [] as number[], favorites: [] as { userId: number; slug: string }[], contact: [] as string[] }
    const started = Date.now()
    const endAt = started + durationS * 1000
    const reads = ['/', '/blog', '/about', '/api/posts', '/api/posts/latest', '/api/categories', '/api/search?q=grace']
    const outage = { stoppedAt: 0, startedAt: 0, recoveredAt: 0 }

    const worker = async (client: (typeof clients)[number], n: number) => {
      let i = 0
      while (Date.now() < endAt) {
        i++
        const slug = posts[(n + i) % posts.length]
        const roll = Math.random()
        let reply: Reply
        let kind: string
        if (roll < 0.9) {
          const pick = Math.random() < 0.3 ? `/blog/${slug}` : reads[(n + i) % reads.length]
          kind = 'read'
          reply = await send(client.agent, base, 'GET', pick, { localAddress: client.localAddress, cookie: client.cookie })
        } else if (roll < 0.94) {
          kind = 'comment'
          const content = `Soak comment ${n}-${i}-${Date.now()}`
          reply = await send(client.agent, base, 'POST', `/api/comments/${slug}`, { body: { content }, cookie: client.cookie, localAddress: client.localAddress })
          if (reply.status === 201) acknowledged.comments.push((JSON.parse(reply.body) as { id: number }).id)
        } else if (roll < 0.98) {
          kind = 'favorite'
          reply = await send(client.agent, base, 'POST', `/api/favorites/${slug}`, { cookie: client.cookie, localAddress: client.localAddress })
          if (reply.status === 200 || reply.status === 201) acknowledged.favorites.push({ userId: client.userId, slug })
        } else {
          kind = 'contact'
          const subject = `Soak message ${n}-${i}-${Date.now()}`
          reply = await send(client.agent, base, 'POST', '/api/contact', {
            body: { name: 'Soak Tester', email: 'soak@example.test', subject, message: 'A message sent by the soak test.' },
            localAddress: client.localAddress,
          })
          if (reply.status === 201) acknowledged.contact.push(subject)
        }
        const cls = reply.status === 0 ? 'no answer' : `${Math.floor(reply.status / 100)}xx`
        count(`${kind} ${cls}`)
        count(`all ${cls}`)
        if (reply.status >= 500 || reply.status === 0) serverErrorsAt.push(Date.now())
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

    // Every acknowledged write must be in the database.
    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    const countOf = async (sql: string, values: unknown[]) => ((await client.query(sql, values)).rows[0] as { n: number }).n
    const favoritePairs = [...new Set(acknowledged.favorites.map((f) => `${f.userId}|${f.slug}`))]
    const contactSubjects = [...new Set(acknowledged.contact)]
    let missing: number
    try {
      missing =
        acknowledged.comments.length -
        (await countOf('SELECT count(*)::int AS n FROM comments WHERE id = ANY($1::int[])', [acknowledged.comments])) +
        contactSubjects.length -
        (await countOf('SELECT count(DISTINCT subject)::int AS n FROM contact_messages WHERE subject = ANY($1::text[])', [contactSubjects])) +
        favoritePairs.length -
        (await countOf(
          `SELECT count(*)::int AS n FROM (SELECT DISTINCT f.user_id, p.slug FROM favorites f JOIN posts p ON p.id = f.post_id
            WHERE (f.user_id::text || '|' || p.slug) = ANY($1::text[])) pairs`,
          [favoritePairs],
        ))
    } finally {
      await client.end()
    }

    const outside = serverErrorsAt.filter((t) => t < outage.stoppedAt || t > outage.recoveredAt).length
    const total = [...outcomes].filter(([k]) => k.startsWith('all ')).reduce((sum, [, n]) => sum + n, 0)
    console.log('\nSoak results')
    console.log(`  requests                         ${total} in ${durationS} s (${(total / durationS).toFixed(0)}/s)`)
    for (const [key, n] of [...outcomes].sort()) console.log(`  ${key.padEnd(32)} ${n}`)
    console.log(`  5xx or no answer, outage         ${serverErrorsAt.length - outside}`)
    console.log(`  5xx or no answer, outside it     ${outside}`)
    const recovery = recovered ? `${((outage.recoveredAt - outage.startedAt) / 1000).toFixed(1)} s` : 'never'
    console.log(`  recovery after restart           ${recovery} (goal ≤ 5 s)`)
    console.log(`  acknowledged writes              ${acknowledged.comments.length} comments, ${favoritePairs.length} favorites, ${acknowledged.contact.length} contact messages`)
    console.log(`  acknowledged writes missing      ${missing}`)
    if (outside > 0 || missing > 0 || !recovered) {
      console.log('\nThe server\'s error output is in .data/soak-server.log')
      process.exitCode = 1
    }
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    await db.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
