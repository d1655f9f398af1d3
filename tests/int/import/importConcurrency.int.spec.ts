/**
 * Two runs of one import at the same time, as when a run slowed by its images looks stalled and
 * the creator presses Continue while it still works: each item lands once, with its record (so
 * an undo finds it), and the run that lost counts it as already imported, not as failed. A run
 * reports its progress after each picture too, so one slowed by its pictures does not look stalled.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runImport } from '@/import/write/run'
import { createCategory, testPayload, unique } from '../../factories'
import { runningImport, sourceOf, sourcePost } from './importFlow'

let server: http.Server
let base = ''
const seen: string[] = []

beforeAll(async () => {
  process.env.IMPORT_ALLOW_PRIVATE_IMAGES = 'true'
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } }).png().toBuffer()
  // Holds every picture until both runs have asked for it: both are past their check for the
  // post's record when their writes begin, as two runs of a post with slow images are.
  const waiting: http.ServerResponse[] = []
  server = http.createServer((req, res) => {
    seen.push(req.url ?? '')
    if (!req.url?.startsWith('/held/')) return void res.writeHead(200, { 'content-type': 'image/png' }).end(png)
    waiting.push(res)
    if (waiting.length < 2) return
    for (const held of waiting.splice(0)) held.writeHead(200, { 'content-type': 'image/png' }).end(png)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  delete process.env.IMPORT_ALLOW_PRIVATE_IMAGES
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const entriesOf = (slug: string, category: string, picture = `/held/${slug}.png`) =>
  sourceOf(`https://${slug}.example`, [
    {
      type: 'document',
      document: sourcePost('41', slug, {
        title: `Slow pictures ${slug}`,
        html: `<p>Words before the picture.</p><p><img src="${base}${picture}" alt="A slow picture"></p>`,
        categories: [{ name: category, slug: category.toLowerCase() }],
        comments: [{ key: 'c1', authorName: 'Ann', date: new Date('2020-03-05T00:00:00Z'), text: 'Thank you.', status: 'approved' }],
      }),
    },
  ])

describe('two runs of one import at once', () => {
  it('bring each post in once, recorded, and the second counts it as already imported', async () => {
    const payload = await testPayload()
    const slug = unique('twice').toLowerCase()
    const category = await createCategory()
    const imported = await runningImport(payload, `${slug}.xml`)
    const run = () => runImport(payload, { importId: imported.id, kind: 'wordpress', entries: entriesOf(slug, category.name), mapping: { [category.slug]: category.id } })
    const [first, second] = await Promise.all([run(), run()])
    expect(seen.filter((url) => url === `/held/${slug}.png`)).toHaveLength(2)

    expect([...first.failed, ...second.failed]).toEqual([])
    expect((first.created.posts ?? 0) + (second.created.posts ?? 0)).toBe(1)
    expect(first.unchanged + second.unchanged).toBe(1)
    const posts = await payload.find({ collection: 'posts', where: { title: { equals: `Slow pictures ${slug}` } }, overrideAccess: true, draft: true, depth: 0 })
    expect(posts.docs.map((post) => post.slug)).toEqual([slug])
    const { rows } = await payload.db.pool.query<{ key: string; collection: string; doc_id: number }>('SELECT key, collection, doc_id FROM import_records WHERE import_id = $1', [imported.id])
    expect(rows.filter((row) => row.collection === 'posts').map((row) => row.doc_id)).toEqual([posts.docs[0].id])
    expect(rows.filter((row) => row.collection === 'uploads')).toHaveLength(1)
    expect(JSON.stringify(posts.docs[0].content)).toContain(`"value":${rows.find((row) => row.collection === 'uploads')!.doc_id}`)
    expect((await payload.count({ collection: 'comments', where: { post: { equals: posts.docs[0].id } }, overrideAccess: true })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'redirects', where: { from: { equals: `/${slug}` } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('a run says it is alive after each picture, before the post is done', async () => {
    const payload = await testPayload()
    const slug = unique('alive').toLowerCase()
    const category = await createCategory()
    const imported = await runningImport(payload, `${slug}.xml`)
    const reported: number[] = []
    await runImport(payload, {
      importId: imported.id,
      kind: 'wordpress',
      entries: entriesOf(slug, category.name, `/${slug}.png`),
      mapping: { [category.slug]: category.id },
      onProgress: (done) => void reported.push(done),
    })
    expect(reported[0]).toBe(0)
    expect(reported.at(-1)).toBe(1)
  })
})
