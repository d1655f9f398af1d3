/**
 * The redirects' statements: the NOTIFY the app sends on a change's transaction, and what the
 * HTTP server's own connection LISTENs to and reads.
 */
import pg from 'pg'
import type { PayloadRequest } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { allowedRedirectHosts, redirectRows } from '@/lib/db/redirectsListener'
import { notifyRedirectsChanged } from '@/lib/db/redirectsNotify'
import { slugify } from '@/fields/slug'
import { REDIRECTS_CHANNEL } from '@/lib/redirects/table'
import { createPost, testPayload, unique } from '../../factories'
import { setRedirectHostAllowed } from '../../factories/redirectHosts'

const clients: pg.Client[] = []
afterAll(() => Promise.all(clients.map((c) => c.end())))

const connection = async () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  clients.push(client)
  await client.connect()
  return client
}

/** What a listening connection hears on the channel while `act` runs (and a moment after). */
const heardDuring = async (act: () => Promise<unknown>) => {
  const client = await connection()
  const heard: string[] = []
  client.on('notification', (message) => heard.push(`${message.channel} ${message.payload}`))
  await client.query(`LISTEN ${REDIRECTS_CHANNEL}`)
  await act()
  await new Promise((resolve) => setTimeout(resolve, 300))
  return heard
}

/** Runs `work` with a request in a transaction of its own, committed unless `rollBack`. */
const inTransaction = async (work: (req: PayloadRequest) => Promise<void>, { rollBack = false } = {}) => {
  const payload = await testPayload()
  const transactionID = (await payload.db.beginTransaction())!
  const req = { payload, transactionID } as PayloadRequest
  await work(req)
  if (rollBack) await payload.db.rollbackTransaction(transactionID)
  else await payload.db.commitTransaction(transactionID)
}

describe('notifyRedirectsChanged', () => {
  it('is heard once its transaction commits, never when it rolls back, cut at 1,000 characters', async () => {
    const committed = unique('/committed')
    const rolledBack = unique('/rolled-back')
    const long = `/${'x'.repeat(1200)}`
    const heard = await heardDuring(async () => {
      await inTransaction((req) => notifyRedirectsChanged(req, committed))
      await inTransaction((req) => notifyRedirectsChanged(req, rolledBack), { rollBack: true })
      await inTransaction((req) => notifyRedirectsChanged(req, long))
    })
    expect(heard).toContain(`${REDIRECTS_CHANNEL} ${committed}`)
    expect(heard.some((line) => line.includes(rolledBack))).toBe(false)
    expect(heard).toContain(`${REDIRECTS_CHANNEL} ${long.slice(0, 1000)}`)
  })
})

describe('the server’s reads', () => {
  it('reads every redirect that leads somewhere: a custom one, a document’s while it is there', async () => {
    const payload = await testPayload()
    const custom = `/old/${slugify(unique('custom'))}`
    const toPost = `/old/${slugify(unique('to-post'))}`
    const post = await createPost()
    await payload.create({ collection: 'redirects', data: { from: custom, to: { type: 'custom', url: '/blog' } } })
    await payload.create({ collection: 'redirects', data: { from: toPost, to: { type: 'reference', reference: { relationTo: 'posts', value: post.id } } } })

    const client = await connection()
    const rows = await redirectRows(client)
    expect(rows).toContainEqual({ from: custom, destination: '/blog' })
    expect(rows).toContainEqual({ from: toPost, destination: `/blog/${post.slug}` })

    // A deleted document's redirect leads nowhere, before any hook has removed it.
    await client.query('DELETE FROM posts WHERE id = $1', [post.id])
    expect((await redirectRows(client)).map((row) => row.from)).not.toContain(toPost)
  })

  it('reads the websites redirects may lead to', async () => {
    const host = `${slugify(unique('allowed'))}.example.test`
    await setRedirectHostAllowed(host, true)
    try {
      expect(await allowedRedirectHosts(await connection())).toContain(host)
    } finally {
      await setRedirectHostAllowed(host, false)
    }
    expect(await allowedRedirectHosts(await connection())).not.toContain(host)
  })
})
