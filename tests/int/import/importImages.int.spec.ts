/**
 * Images of imported posts: downloaded into the uploads once each and shown in the post, only
 * from public addresses unless the test setting allows loopback; one that cannot be fetched is
 * reported and its post still comes in. A Ghost export's images (written as `__GHOST_URL__/…`)
 * are fetched from the old site's address given with the upload.
 */
import { readFile, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createdIds, dryRun, importNow, reportOf, summaryOf, undoNow } from './importFlow'
import { testPayload, unique } from '../../factories'

let server: http.Server
let base = ''

const exportWith = (site: string, slug: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/">
<channel><title>Pictures</title><link>${site}</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_blog_url>${site}</wp:base_blog_url>
<item><title>With pictures</title><link>${site}/${slug}/</link><dc:creator>ann</dc:creator>
<content:encoded><![CDATA[<p>Before</p><figure><img src="${base}/cross.png" alt="A wooden cross"/><figcaption>On the hill</figcaption></figure><p><img src="${base}/missing.png" alt="Gone"/></p>]]></content:encoded>
<excerpt:encoded><![CDATA[]]></excerpt:encoded><wp:post_id>10</wp:post_id><wp:post_date_gmt>2021-05-06 07:08:09</wp:post_date_gmt><wp:post_name>${slug}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type><wp:post_password></wp:post_password>
<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>11</wp:meta_value></wp:postmeta></item>
<item><title>cover</title><wp:post_id>11</wp:post_id><wp:post_type>attachment</wp:post_type><wp:status>inherit</wp:status><wp:attachment_url>${base}/cross.png</wp:attachment_url><wp:post_name>cover</wp:post_name></item>
</channel></rss>`

const writeExport = async () => {
  const slug = unique('pictures').toLowerCase()
  const file = path.join(os.tmpdir(), `${slug}.xml`)
  await writeFile(file, exportWith(`https://${slug}.example`, slug))
  return file
}

/** Ghost's v5 fixture, its members' addresses made this run's own (other files import them too). */
const writeGhostExport = async () => {
  const slug = unique('ghost-pictures').toLowerCase()
  const file = path.join(os.tmpdir(), `${slug}.json`)
  const fixture = await readFile(path.resolve('tests/fixtures/import/ghost-v5-small.json'), 'utf8')
  await writeFile(file, fixture.replaceAll('@example.org', `@${slug}.example`))
  return file
}

beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } }).png().toBuffer()
  server = http.createServer((req, res) => {
    if (req.url === '/cross.png' || req.url?.startsWith('/content/images/')) res.writeHead(200, { 'content-type': 'image/png' }).end(png)
    else res.writeHead(404).end('no')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('images of imported posts', () => {
  it('are refused from a loopback address by default, and the post still comes in', async () => {
    delete process.env.IMPORT_ALLOW_PRIVATE_IMAGES
    const payload = await testPayload()
    const done = await importNow(payload, await dryRun(payload, await writeExport()))
    const summary = summaryOf(done)
    expect(summary.created.posts).toBe(1)
    expect(summary.images.downloaded).toBe(0)
    expect(summary.images.failed.map((f) => f.reason).join(' ')).toMatch(/private|loopback|local/i)
    await undoNow(payload, done)
  })

  it('are downloaded once each into the uploads and shown in the post where allowed', async () => {
    process.env.IMPORT_ALLOW_PRIVATE_IMAGES = 'true'
    const payload = await testPayload()
    const done = await importNow(payload, await dryRun(payload, await writeExport()))
    const summary = summaryOf(done)
    expect(summary.images.downloaded).toBe(1)
    expect(summary.images.failed).toHaveLength(1)
    expect(summary.images.failed[0].url).toMatch(/missing\.png$/)
    const [postId] = await createdIds(payload, done.id, 'posts')
    const post = await payload.findByID({ collection: 'posts', id: postId, overrideAccess: true, depth: 0 })
    const [uploadId] = await createdIds(payload, done.id, 'uploads')
    expect(post.coverImage).toBe(uploadId)
    expect(JSON.stringify(post.content)).toContain(`"value":${uploadId}`)
    const upload = await payload.findByID({ collection: 'uploads', id: uploadId, overrideAccess: true })
    expect(upload.alt).toBe('A wooden cross')
    const undone = await undoNow(payload, done)
    expect(undone.status).toBe('undone')
    expect(await payload.count({ collection: 'uploads', where: { id: { equals: uploadId } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
    delete process.env.IMPORT_ALLOW_PRIVATE_IMAGES
  })

  it('of a Ghost export are fetched from the old site’s address given with it, and its items are kept under that site', async () => {
    process.env.IMPORT_ALLOW_PRIVATE_IMAGES = 'true'
    const payload = await testPayload()
    const ready = await dryRun(payload, await writeGhostExport(), undefined, `${base}/`)
    expect(ready.status, ready.error ?? '').toBe('ready')
    expect(ready.siteUrl).toBe(base)
    expect(reportOf(ready).site.url).toBe(base)
    const done = await importNow(payload, ready)
    const summary = summaryOf(done)
    expect(summary.images.failed).toEqual([])
    expect(summary.images.downloaded).toBe(2)
    const posts = await payload.find({ collection: 'posts', where: { id: { in: await createdIds(payload, done.id, 'posts') } }, overrideAccess: true, draft: true, depth: 0 })
    const grace = posts.docs.find((post) => post.title === 'Grace & Truth')!
    const uploads = await createdIds(payload, done.id, 'uploads')
    expect(uploads).toContain(grace.coverImage)
    expect(uploads.some((id) => JSON.stringify(grace.content).includes(`"value":${id}`))).toBe(true)
    const { rows } = await payload.db.pool.query<{ key: string }>('SELECT key FROM import_records WHERE import_id = $1', [done.id])
    expect(rows.length).toBeGreaterThan(0)
    for (const { key } of rows) expect(key.startsWith(`ghost:${base}:`), key).toBe(true)
    await undoNow(payload, done)
    delete process.env.IMPORT_ALLOW_PRIVATE_IMAGES
  })
})
