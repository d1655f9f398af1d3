/**
 * How every app instance's HTTP server learns of a change without asking the database per
 * request: the collection NOTIFYs on commit, src/server/redirects.ts LISTENs and reloads its
 * table, reconnects when its connection is lost, and copes with a database not migrated yet.
 */
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { createPost, testPayload, unique } from '../../factories'
import { setRedirectHostAllowed } from '../../factories/redirectHosts'
import { slugify } from '@/fields/slug'
import { REDIRECTS_CHANNEL, redirectFor } from '@/lib/redirects/table'
import { followRedirects, type RedirectSource } from '@/server/redirects'

const url = process.env.DATABASE_URL!
const quiet = { warn: () => {}, info: () => {} }
const sources: RedirectSource[] = []
const pools: pg.Pool[] = []
afterAll(async () => {
  await Promise.all(sources.map((s) => s.stop()))
  await Promise.all(pools.map((p) => p.end()))
})

const follow = (connectionString = url) => {
  const source = followRedirects({ connectionString, maxRetryMs: 200, log: quiet })
  sources.push(source)
  return source
}

const pool = (connectionString = url) => {
  const p = new pg.Pool({ connectionString, max: 2 })
  pools.push(p)
  return p
}

const oldPath = () => `/old/${slugify(unique('path'))}`

const createRedirect = async (from: string, to: string) => {
  const payload = await testPayload()
  return payload.create({ collection: 'redirects', data: { from, to: { type: 'custom', url: to } } })
}

/** Notifications on the channel while `act` runs (and a moment after). */
const notificationsDuring = async (act: () => Promise<unknown>) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const heard: string[] = []
  // What each says changed: a redirect's old address (other test files change theirs meanwhile).
  client.on('notification', (message) => heard.push(`${message.channel} ${message.payload}`))
  await client.query(`LISTEN ${REDIRECTS_CHANNEL}`)
  try {
    await act()
    await new Promise((resolve) => setTimeout(resolve, 300))
  } finally {
    await client.end()
  }
  return heard
}

describe('the collection announces its changes', () => {
  it('NOTIFY after a redirect is created, edited and deleted', async () => {
    const payload = await testPayload()
    const from = oldPath()
    const created = await notificationsDuring(() => createRedirect(from, '/blog'))
    expect(created).toContain(`${REDIRECTS_CHANNEL} ${from}`)
    const redirect = (await payload.find({ collection: 'redirects', where: { from: { equals: from } } })).docs[0]
    expect(await notificationsDuring(() => payload.update({ collection: 'redirects', id: redirect.id, data: { to: { type: 'custom', url: '/about' } } }))).toContain(
      `${REDIRECTS_CHANNEL} ${from}`,
    )
    expect(await notificationsDuring(() => payload.delete({ collection: 'redirects', id: redirect.id }))).toContain(`${REDIRECTS_CHANNEL} ${from}`)
  })

  it('when a published slug changes (the redirect it adds)', async () => {
    const payload = await testPayload()
    const post = await createPost()
    const heard = await notificationsDuring(() => payload.update({ collection: 'posts', id: post.id, data: { slug: slugify(unique('moved')) } }))
    expect(heard).toContain(`${REDIRECTS_CHANNEL} /blog/${post.slug}`)
  })

  it('never for a change that was refused', async () => {
    const from = oldPath()
    const heard = await notificationsDuring(() => createRedirect(from, from).catch(() => null))
    expect(heard.filter((notification) => notification.endsWith(` ${from}`))).toEqual([])
  })
})

describe('the server’s table', () => {
  it('leads to another website only while the site settings allow it, and never with the query string', async () => {
    const host = `${slugify(unique('ally'))}.example`
    await setRedirectHostAllowed(host, true)
    const from = oldPath()
    await createRedirect(from, `https://${host}/welcome`)
    const source = follow()
    await source.ready
    expect(redirectFor(source.table(), 'GET', `${from}?token=secret`)).toBe(`https://${host}/welcome`)
    await setRedirectHostAllowed(host, false)
    await expect.poll(() => redirectFor(source.table(), 'GET', from), { timeout: 2_000, interval: 20 }).toBeNull()
  })

  it('is loaded at start and follows every change within moments', async () => {
    const before = oldPath()
    await createRedirect(before, '/blog')
    const source = follow()
    await source.ready
    expect(redirectFor(source.table(), 'GET', before)).toBe('/blog')

    const from = oldPath()
    const redirect = await createRedirect(from, '/about')
    await expect.poll(() => redirectFor(source.table(), 'GET', `${from}?x=1`), { timeout: 2_000, interval: 20 }).toBe('/about?x=1')

    const payload = await testPayload()
    await payload.delete({ collection: 'redirects', id: redirect.id })
    await expect.poll(() => redirectFor(source.table(), 'GET', from), { timeout: 2_000, interval: 20 }).toBeNull()
  })

  it('reconnects when its connection is lost, and catches up on what changed meanwhile', async () => {
    const source = follow()
    await source.ready
    const admin = pool()
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'redirects' AND datname = current_database()`,
    )
    expect(rowCount).toBeGreaterThan(0)
    const from = oldPath()
    await createRedirect(from, '/contact')
    await expect.poll(() => redirectFor(source.table(), 'GET', from), { timeout: 5_000, interval: 50 }).toBe('/contact')
  })

  it('starts empty on a database without the table, and loads it once it exists', async () => {
    const schema = `redirects_${process.pid}_${Date.now()}`
    const admin = pool()
    await admin.query(`CREATE SCHEMA ${schema}`)
    const scoped = new URL(url)
    scoped.searchParams.set('options', `-c search_path=${schema}`)
    try {
      const source = follow(scoped.toString())
      await source.ready
      expect(source.table().size).toBe(0)

      // What the migration creates, in short, then a change announced as the hooks do.
      const migrated = pool(scoped.toString())
      await migrated.query(`CREATE TABLE redirects (id serial PRIMARY KEY, "from" varchar NOT NULL, to_type varchar, to_url varchar, destination varchar)`)
      await migrated.query(`CREATE TABLE redirects_rels (id serial PRIMARY KEY, parent_id integer NOT NULL, path varchar NOT NULL)`)
      await migrated.query(`CREATE TABLE site_settings_redirects_allowed_hosts (id varchar PRIMARY KEY, host varchar NOT NULL)`)
      await migrated.query(`INSERT INTO redirects ("from", to_type, to_url, destination) VALUES ('/before-migration', 'custom', '/blog', '/blog')`)
      await migrated.query(`NOTIFY ${REDIRECTS_CHANNEL}`)
      await expect.poll(() => redirectFor(source.table(), 'GET', '/before-migration'), { timeout: 2_000, interval: 20 }).toBe('/blog')
    } finally {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`)
    }
  })

  it('an unreachable database: the server starts with no redirects and keeps trying', async () => {
    const source = follow('postgres://nobody:nothing@127.0.0.1:1/none')
    await source.ready
    expect(source.table().size).toBe(0)
  })
})
