/**
 * /api/admin/imports as the Import view uses it, and as anyone else might try it: only an
 * administrator uploads, reads, maps, starts or undoes; a file that is no export is refused with
 * a plain message and leaves nothing behind; an oversized body is refused before it is read whole;
 * a step out of turn is a 409, never a second import.
 */
import { readFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import * as collectionRoute from '@/app/(frontend)/api/admin/imports/route'
import * as oneRoute from '@/app/(frontend)/api/admin/imports/[id]/route'
import * as mappingRoute from '@/app/(frontend)/api/admin/imports/[id]/mapping/route'
import * as startRoute from '@/app/(frontend)/api/admin/imports/[id]/start/route'
import * as undoRoute from '@/app/(frontend)/api/admin/imports/[id]/undo/route'
import * as reportRoute from '@/app/(frontend)/api/admin/imports/[id]/report/route'
import { FileTooLarge, importDir, storeImportFile } from '@/import/files'
import { call } from '../../api'
import { createUser, testPayload } from '../../factories'

const SMALL_EXPORT = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/">
<channel><title>Tiny</title><link>https://tiny.example</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_blog_url>https://tiny.example</wp:base_blog_url>
<item><title>One &amp; only</title><link>https://tiny.example/one/</link><dc:creator>ann</dc:creator><content:encoded><![CDATA[<p>Hello</p>]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>7</wp:post_id><wp:post_date_gmt>2020-01-02 03:04:05</wp:post_date_gmt><wp:post_name>one-only</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type><wp:post_password></wp:post_password></item>
</channel></rss>`

const upload = (as: { email: string } | null, body: string | Uint8Array<ArrayBuffer>, filename = 'site.xml') =>
  call(collectionRoute.POST, '/api/admin/imports', { method: 'POST', as, rawBody: body, query: { filename }, headers: { 'content-type': 'application/octet-stream' } })

describe('/api/admin/imports', () => {
  it('answers visitors 401 and members and editors 403, on every route', async () => {
    const member = await createUser()
    const editor = await createUser({ role: 'editor' })
    expect((await upload(null, SMALL_EXPORT)).status).toBe(401)
    for (const who of [member, editor]) {
      expect((await upload(who, SMALL_EXPORT)).status).toBe(403)
      expect((await call(collectionRoute.GET, '/api/admin/imports', { as: who })).status).toBe(403)
      expect((await call(oneRoute.GET, '/api/admin/imports/1', { as: who, params: { id: '1' } })).status).toBe(403)
      expect((await call(startRoute.POST, '/api/admin/imports/1/start', { method: 'POST', as: who, params: { id: '1' } })).status).toBe(403)
      expect((await call(undoRoute.POST, '/api/admin/imports/1/undo', { method: 'POST', as: who, params: { id: '1' } })).status).toBe(403)
      expect((await call(reportRoute.GET, '/api/admin/imports/1/report', { as: who, params: { id: '1' } })).status).toBe(403)
      expect((await call(mappingRoute.PUT, '/api/admin/imports/1/mapping', { method: 'PUT', as: who, params: { id: '1' }, body: { mapping: {} } })).status).toBe(403)
    }
  })

  it('takes an export from the creator and starts its dry run; a step out of turn is 409', async () => {
    const admin = await createUser({ role: 'admin' })
    const res = await upload(admin, SMALL_EXPORT)
    expect(res.status, res.text).toBe(201)
    const created = res.json as { id: number; status: string; source: string }
    expect(created).toMatchObject({ status: 'analysing', source: 'wordpress' })
    expect(JSON.stringify(res.json)).not.toMatch(/"file"/)
    const read = await call(oneRoute.GET, `/api/admin/imports/${created.id}`, { as: admin, params: { id: String(created.id) } })
    expect(read.status).toBe(200)
    // Not read yet: nothing to start or undo.
    const start = await call(startRoute.POST, '/x', { method: 'POST', as: admin, params: { id: String(created.id) } })
    expect(start.status).toBe(409)
    const undo = await call(undoRoute.POST, '/x', { method: 'POST', as: admin, params: { id: String(created.id) } })
    expect(undo.status).toBe(409)
    const report = await call(reportRoute.GET, '/x', { as: admin, params: { id: String(created.id) } })
    expect(report.status).toBe(200)
    expect(report.headers.get('content-disposition')).toMatch(/^attachment; filename="import-\d+-summary\.txt"$/)
  })

  it('refuses what is not an export, and keeps no file of it', async () => {
    const admin = await createUser({ role: 'admin' })
    const before = await readdir(importDir()).catch(() => [])
    for (const body of ['just some words', '{"hello":"world"}', '<html><body>a page</body></html>', '\u0000\u0001\u0002', new Uint8Array([0xff, 0xfe, 0xfd, 0x00])]) {
      const res = await upload(admin, body as string)
      expect(res.status, res.text).toBe(400)
      expect((res.json as { message: string }).message).toMatch(/neither a WordPress export|not a WordPress export|not a Ghost export|could not be read|not an export/i)
    }
    expect((await readdir(importDir()).catch(() => [])).length).toBe(before.length)
  })

  it('keeps the old Ghost site’s address given with an upload, and refuses one that is not http(s) with a field message', async () => {
    const admin = await createUser({ role: 'admin' })
    const ghost = readFileSync(path.resolve('tests/fixtures/import/ghost-v5-small.json'), 'utf8')
    for (const site of ['javascript:alert(1)', 'ftp://old.example', 'old.example', `https://${'a'.repeat(300)}.example`]) {
      const res = await call(collectionRoute.POST, '/api/admin/imports', { method: 'POST', as: admin, rawBody: ghost, query: { filename: 'ghost.json', site }, headers: { 'content-type': 'application/octet-stream' } })
      expect(res.status, site).toBe(400)
      expect((res.json as { errors: Record<string, string> }).errors.site).toMatch(/https:\/\//)
    }
    const res = await call(collectionRoute.POST, '/api/admin/imports', { method: 'POST', as: admin, rawBody: ghost, query: { filename: 'ghost.json', site: 'https://Old.Example/blog/' }, headers: { 'content-type': 'application/octet-stream' } })
    expect(res.status, res.text).toBe(201)
    expect(res.json).toMatchObject({ source: 'ghost', siteUrl: 'https://old.example/blog' })
  })

  it('answers bad ids 400 and unknown ones 404', async () => {
    const admin = await createUser({ role: 'admin' })
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      expect((await call(oneRoute.GET, '/x', { as: admin, params: { id } })).status).toBe(400)
    }
    expect((await call(oneRoute.GET, '/x', { as: admin, params: { id: '2147483000' } })).status).toBe(404)
  })

  it('refuses a mapping of the wrong shape with field messages', async () => {
    const admin = await createUser({ role: 'admin' })
    for (const body of [{ mapping: { a: 'x' } }, { mapping: [] }, { mapping: { a: -1 } }, { other: 1 }, 'nope']) {
      const res = await call(mappingRoute.PUT, '/x', { method: 'PUT', as: admin, params: { id: '1' }, body })
      expect(res.status, res.text).toBe(400)
    }
  })

  it('stops a file at its size limit while it streams, leaving no file', async () => {
    const before = (await readdir(importDir()).catch(() => [])).length
    const chunks = (async function* () {
      for (let i = 0; i < 64; i++) yield new Uint8Array(1024)
    })()
    await expect(storeImportFile(chunks, 10 * 1024)).rejects.toBeInstanceOf(FileTooLarge)
    expect((await readdir(importDir())).length).toBe(before)
  })

  it('says 413 when the body declares more than 200 MB', async () => {
    const admin = await createUser({ role: 'admin' })
    const payload = await testPayload()
    expect(payload).toBeDefined()
    const res = await call(collectionRoute.POST, '/api/admin/imports', {
      method: 'POST',
      as: admin,
      rawBody: SMALL_EXPORT,
      query: { filename: 'big.xml' },
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(300 * 1024 * 1024) },
    })
    expect(res.status).toBe(413)
  })
})
