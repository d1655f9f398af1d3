/**
 * WordPress's own block test export (tests/fixtures/import), imported as the creator would: every
 * post and page of the block editor comes in readable, no block comment or shortcode left raw,
 * its navigation block and attachments left out and counted; a re-run changes nothing.
 */
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import type { SiteImport } from '@/payload-types'
import { testPayload, unique } from '../../factories'
import { dryRun, expectReadable, importedDocs, importNow, reportOf, summaryOf, undoNow } from './importFlow'

// The theme unit test export comes from the same site with some of the same ids, so this copy is
// given a site of its own: the import keys items by site and id, and the other file imports that one.
const xml = readFileSync(path.resolve('tests/fixtures/import/wordpress-block-test.xml'), 'utf8')
const FIXTURE = path.join(os.tmpdir(), `${unique('block-test')}.xml`)
const items = xml.split('<item>').slice(1)
const ofType = (type: string) => items.filter((item) => new RegExp(`<wp:post_type>(?:<!\\[CDATA\\[)?${type}\\b`).test(item))

describe('importing WordPress’s block test export', () => {
  let imported: SiteImport

  beforeAll(async () => {
    await writeFile(FIXTURE, xml.replaceAll('wpthemetestdata.wordpress.com', `${path.basename(FIXTURE, '.xml')}.example`))
    const payload = await testPayload()
    const ready = await dryRun(payload, FIXTURE)
    expect(ready.status, ready.error ?? '').toBe('ready')
    imported = await importNow(payload, ready)
  }, 180_000)

  it('brings every post and page in, and counts what it leaves out', () => {
    const report = reportOf(imported)
    expect(report.counts.posts).toBe(ofType('post').length)
    expect(report.counts.pages).toBe(ofType('page').length)
    expect(report.skipped.find((s) => s.what === 'wp_navigation')?.count).toBe(ofType('wp_navigation').length)
    const summary = summaryOf(imported)
    expect(imported.status).toBe('done')
    expect(summary.failed).toEqual([])
    expect(summary.created.posts).toBe(ofType('post').length)
    expect(summary.created.pages).toBe(ofType('page').length)
  })

  it('leaves no raw block comment, shortcode or script in any imported post or page', async () => {
    const payload = await testPayload()
    const documents = [...(await importedDocs(payload, imported.id, 'posts')), ...(await importedDocs(payload, imported.id, 'pages'))]
    expect(documents.length).toBe(ofType('post').length + ofType('page').length)
    for (const document of documents) expectReadable(document)
  })

  it('a second run changes nothing, and undo removes what it made', async () => {
    const payload = await testPayload()
    const again = await importNow(payload, await dryRun(payload, FIXTURE))
    expect(summaryOf(again).created.posts ?? 0).toBe(0)
    expect(summaryOf(again).unchanged).toBeGreaterThanOrEqual(ofType('post').length + ofType('page').length)
    await undoNow(payload, again)
    const postIds = (await importedDocs(payload, imported.id, 'posts')).map((post) => post.id)
    expect((await undoNow(payload, imported)).status).toBe('undone')
    expect((await payload.count({ collection: 'posts', where: { id: { in: postIds } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})
