/**
 * Scale-out: two app instances on one PostgreSQL, sharing Redis (Next's cache, rate limits) and
 * an S3 bucket (uploads), behind nginx with the shipped proxy config (deploy/nginx). Runs after
 * the browser tests on the same production build and seeded database (scripts/test.ts, `npm test
 * -- scale` on its own), with Debian's redis-server and nginx (.ci/run installs them).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/database'
import { launcherArgs } from '../../scripts/lib/launcher'
import { startProxy, startRedis, type Service } from '../../scripts/lib/services'
import { TEST_ADMIN } from '../../scripts/lib/testDatabase'
import { s3Environment, startS3Fake, type S3Fake } from '../fakes/s3'

const root = path.resolve(import.meta.dirname, '../..')
const BUCKET = 'scale-out-uploads'
// What a browser says of a request the site's own page makes (the CSRF checks of the site and Payload).
const SAME_SITE = { 'sec-fetch-site': 'same-origin' }
// The test database's creator, or the dev one (as the browser tests take it).
const ADMIN = { email: process.env.E2E_ADMIN_EMAIL ?? TEST_ADMIN.email, password: process.env.E2E_ADMIN_PASSWORD ?? TEST_ADMIN.password }

type Instance = { url: string; child: ChildProcess; log: string[] }

let redis: Service
let s3: S3Fake
let proxy: Service & { accessLog: string }
let a: Instance
let b: Instance

const startInstance = async (env: Record<string, string>): Promise<Instance> => {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const log: string[] = []
  const child = spawn(process.execPath, launcherArgs('start', '--port', String(port)), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  const started = Date.now()
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`The instance on ${port} exited:\n${log.join('')}`)
    const health = await fetch(`${url}/api/health`).catch(() => null)
    if (health?.status === 200) return { url, child, log }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The instance on ${port} did not become healthy:\n${log.join('')}`)
}

const stopInstance = async (instance?: Instance) => {
  if (!instance || instance.child.exitCode !== null) return
  const exited = new Promise((resolve) => instance.child.once('exit', resolve))
  process.kill(-instance.child.pid!, 'SIGTERM')
  await exited
}

beforeAll(async () => {
  redis = await startRedis()
  s3 = await startS3Fake({ buckets: [BUCKET] })
  const env = {
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL ?? '',
    REDIS_URL: redis.url,
    ...s3Environment(s3, BUCKET),
    WEB_CONCURRENCY: '1',
    // The instances stand behind the proxy at 127.0.0.1, which tells them the client's address.
    TRUST_PROXY: '127.0.0.1',
    COOKIE_SECURE: 'false',
    // Nothing here needs the jobs queue; the browser tests' server has finished with it.
    JOBS_AUTORUN: 'false',
  }
  if (!env.DATABASE_URL) throw new Error('E2E_DATABASE_URL (a seeded database) is required: run through `npm test`.')
  ;[a, b] = await Promise.all([startInstance(env), startInstance(env)])
  proxy = await startProxy([new URL(a.url).host, new URL(b.url).host])
}, 240_000)

afterAll(async () => {
  await Promise.all([stopInstance(a), stopInstance(b)])
  await Promise.all([proxy?.stop(), redis?.stop(), s3?.stop()])
}, 60_000)

/** Signs the creator in on `instance`: the session cookie. */
const signIn = async (instance: Instance) => {
  const res = await fetch(`${instance.url}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...SAME_SITE },
    body: JSON.stringify(ADMIN),
  })
  expect(res.status).toBe(200)
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
  expect(cookie).toBeDefined()
  return cookie!.split(';', 1)[0]
}

const titleOf = async (url: string) => /<title>([^<]*)/.exec(await (await fetch(url)).text())?.[1] ?? ''

/** Milliseconds from now until `url`'s page title contains `text` (polled every 20 ms, up to 5 s). */
const untilTitle = async (url: string, text: string, since: number) => {
  while (Date.now() - since < 5_000) {
    if ((await titleOf(url)).includes(text)) return Date.now() - since
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return Infinity
}

describe('several instances behind the proxy', () => {
  it('serves an edit published through instance A from instance B and through the proxy within a second', async () => {
    const cookie = await signIn(a)
    const write = (method: string, url: string, data: object) =>
      fetch(url, { method, headers: { cookie, 'content-type': 'application/json', ...SAME_SITE }, body: JSON.stringify(data) })
    const stamp = Date.now().toString(36)
    const categories = (await (await fetch(`${a.url}/cms-api/categories?limit=1&depth=0`, { headers: { cookie, ...SAME_SITE } })).json()) as { docs: { id: number }[] }
    const created = await write('POST', `${a.url}/cms-api/posts`, {
      title: `Scale-out first ${stamp}`,
      slug: `scale-out-${stamp}`,
      summary: 'Published on one instance, read on another.',
      category: categories.docs[0].id,
      content: { root: { type: 'root', version: 1, format: '', indent: 0, direction: null, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'Body.' }] }] } },
      _status: 'published',
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
    const page = `/blog/${doc.slug}`

    // Both instances and the proxy hold the first version, cached.
    for (const base of [b.url, proxy.url, a.url, b.url, proxy.url]) expect(await titleOf(base + page)).toContain('Scale-out first')
    const cached = await fetch(b.url + page)
    expect(cached.headers.get('x-nextjs-cache')).toBe('HIT')
    // In the proxy's cache: fresh, being refreshed, or (on a slow run, past its one second) just refreshed.
    expect((await fetch(proxy.url + page)).headers.get('x-cache')).toMatch(/HIT|UPDATING|EXPIRED/)

    const edited = await write('PATCH', `${a.url}/cms-api/posts/${doc.id}`, { title: `Scale-out second ${stamp}`, _status: 'published' })
    expect(edited.status).toBe(200)
    const published = Date.now()
    const [onB, throughProxy] = await Promise.all([untilTitle(b.url + page, 'Scale-out second', published), untilTitle(proxy.url + page, 'Scale-out second', published)])
    console.log(`[scale-out] the edit reached instance B after ${onB} ms and readers through the proxy after ${throughProxy} ms`)
    expect(onB).toBeLessThanOrEqual(1_000)
    // The proxy keeps its copy to the end of the second it fetched it in (src/server/cachePolicy.ts),
    // then asks an instance, which already has the new page: under a second, plus that render.
    expect(throughProxy).toBeLessThanOrEqual(1_200)
  })

  it('accepts a session started on instance A on instance B', async () => {
    const cookie = await signIn(a)
    const onB = await fetch(`${b.url}/api/auth/user`, { headers: { cookie, ...SAME_SITE } })
    expect(onB.status).toBe(200)
    expect(((await onB.json()) as { email: string }).email).toBe(ADMIN.email)
  })

  it('counts failed sign-ins made on both instances against one limit', async () => {
    // A client address of this test's own (the instances trust the proxy's word, 127.0.0.1).
    const address = `198.51.100.${(Date.now() % 200) + 20}`
    const attempt = (instance: Instance) =>
      fetch(`${instance.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...SAME_SITE, 'x-forwarded-for': address },
        body: JSON.stringify({ email: `nobody-${Date.now()}@example.test`, password: 'not the password' }),
      }).then((res) => res.status)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push(await attempt(i % 2 === 0 ? a : b))
    // Five failures per address in the window (src/lib/auth/loginThrottle.ts), wherever they were made.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect(await attempt(a)).toBe(429)
    expect(await attempt(b)).toBe(429)
  })

  it('keeps the pages of this build under its own keys, so a new build never serves the last one\'s pages', async () => {
    await fetch(`${a.url}/about`)
    const buildId = readFileSync(path.join(root, '.next/BUILD_ID'), 'utf8').trim()
    const { createClient } = await import('redis')
    const client = createClient({ url: redis.url })
    await client.connect()
    try {
      const keys = await client.keys('next:*')
      expect(keys.length).toBeGreaterThan(0)
      expect(keys.filter((key) => !key.startsWith(`next:${buildId}:`))).toEqual([])
    } finally {
      await client.quit()
    }
  })

  it('keeps the rate limits in the shared Redis', async () => {
    const address = `198.51.100.${(Date.now() % 200) + 20}`
    await fetch(`${a.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...SAME_SITE, 'x-forwarded-for': address },
      body: JSON.stringify({ name: 'Scale test', email: 'scale@example.test', subject: 'Hello', message: 'A message long enough to be accepted by the form.' }),
    })
    const { createClient } = await import('redis')
    const client = createClient({ url: redis.url })
    await client.connect()
    try {
      expect(await client.keys(`rl:*${address}*`)).not.toEqual([])
    } finally {
      await client.quit()
    }
  })

  it('serves an image uploaded through instance A from instance B', async () => {
    const cookie = await signIn(a)
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 30, b: 200 } } }).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), `scale-out-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'A purple square uploaded on one instance' }))
    const uploaded = await fetch(`${a.url}/cms-api/uploads`, { method: 'POST', headers: { cookie, ...SAME_SITE }, body: form })
    expect(uploaded.status).toBe(201)
    const { doc } = (await uploaded.json()) as { doc: { url: string; filename: string } }
    const stored = s3.objects(BUCKET).find((object) => object.key.endsWith(`/${doc.filename}`) || object.key === doc.filename)
    expect(stored, 'the original is in the bucket').toBeDefined()

    // Instance B never saw the upload: it serves the bucket's bytes.
    const onB = await fetch(new URL(doc.url, b.url))
    expect(onB.status, doc.url).toBe(200)
    expect(Buffer.from(await onB.arrayBuffer()).equals(s3.body(BUCKET, stored!.key)!)).toBe(true)
    const throughProxy = await fetch(new URL(doc.url, proxy.url))
    expect(throughProxy.status).toBe(200)
  })

  it('passes an episode’s audio upload of 60 MB through the proxy to the app, and lists the audio files', async () => {
    const cookie = await signIn(a)
    // The admin creates and lists at the collection's own address, without a trailing slash.
    const list = await fetch(`${proxy.url}/cms-api/episode-audio?limit=1&depth=0`, { headers: { cookie, ...SAME_SITE }, redirect: 'manual' })
    expect(list.status, list.headers.get('location') ?? '').toBe(200)

    // Over nginx's general 50 MB: only the audio location lets it through. Not audio, so the app
    // refuses it by its content once the whole body has arrived, which shows that it did.
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(60 * 1024 * 1024)], { type: 'audio/mpeg' }), 'scale-out.mp3')
    form.append('_payload', JSON.stringify({}))
    const created = await fetch(`${proxy.url}/cms-api/episode-audio?depth=0`, {
      method: 'POST',
      headers: { cookie, ...SAME_SITE },
      body: form,
      redirect: 'manual',
    })
    const body = await created.text()
    expect(created.status, `${created.headers.get('location') ?? ''} ${body.slice(0, 200)}`).toBe(400)
    expect(JSON.parse(body).message).toBe('This file is not MP3 or M4A audio. Export the episode as an MP3 (or M4A) file and upload that.')
  }, 60_000)

  it('lets a popular page reach the app about once a second under a burst', async () => {
    const page = '/blog'
    await fetch(proxy.url + page)
    const started = Date.now()
    let answered = 0
    // 32 readers asking as fast as they can for two seconds.
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (Date.now() - started < 2_000) {
          const res = await fetch(proxy.url + page)
          await res.arrayBuffer()
          if (res.status === 200) answered++
        }
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 1_500)) // the access log is flushed every second
    const upstream = readFileSync(proxy.accessLog, 'utf8')
      .split('\n')
      .filter((line) => line.includes(`"GET ${page} `) && !line.includes('upstream=-'))
    console.log(`[scale-out] ${answered} answers through the proxy in 2 s; ${upstream.length} reached an instance`)
    expect(answered).toBeGreaterThan(200)
    expect(upstream.length).toBeLessThanOrEqual(5)
  })
})
