/**
 * `npm run import` as the creator runs it on the server (importFromCommandLine, in this process):
 * the dry run changes nothing and leaves no import behind, the import brings the file in and tells every running server
 * through PostgreSQL that content and redirects changed, so their cached pages and redirects
 * refresh as after an edit in the admin; bad arguments get the usage line.
 */
import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { importFromCommandLine } from '@/import/cli'
import { ImportStateError, startImport } from '@/import/imports'
import { CONTENT_CHANNEL } from '@/lib/cache/tags'
import { REDIRECTS_CHANNEL } from '@/lib/redirects/table'
import type { SiteImport } from '@/payload-types'
import { testPayload, unique } from '../../factories'

const exportFile = async () => {
  const slug = unique('from-the-command-line').toLowerCase()
  const site = `https://${slug}.example`
  const file = path.join(os.tmpdir(), `${slug}.xml`)
  await writeFile(
    file,
    `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/">
<channel><title>Old</title><link>${site}</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_blog_url>${site}</wp:base_blog_url>
<item><title>From the command line</title><link>${site}/${slug}/</link><dc:creator>ann</dc:creator><content:encoded><![CDATA[<p>Typed long ago.</p>]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>3</wp:post_id><wp:post_date_gmt>2019-02-03 04:05:06</wp:post_date_gmt><wp:post_name>${slug}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type><wp:post_password></wp:post_password></item>
</channel></rss>`,
  )
  return { file, slug, filename: path.basename(file) }
}

const importsNamed = async (filename: string) =>
  (await (await testPayload()).count({ collection: 'site-imports', where: { filename: { equals: filename } }, overrideAccess: true })).totalDocs

describe('npm run import', () => {
  it('a dry run prints the report and changes nothing, leaving no import to start in the admin', async () => {
    const payload = await testPayload()
    const { file, slug, filename } = await exportFile()
    const lines: string[] = []
    expect(await importFromCommandLine(payload, ['wordpress', file, '--dry-run'], (line) => lines.push(line))).toBe(0)
    expect(lines.join('\n')).toMatch(/1 posts?, 0 pages/)
    expect(lines.join('\n')).toContain('Dry run: nothing was changed.')
    expect((await payload.count({ collection: 'posts', where: { slug: { equals: slug } }, overrideAccess: true })).totalDocs).toBe(0)
    expect(await importsNamed(filename)).toBe(0)
  })

  it('reads a Ghost export with the old site’s address given by --site', async () => {
    const payload = await testPayload()
    const lines: string[] = []
    const ghost = path.resolve('tests/fixtures/import/ghost-v5-small.json')
    expect(await importFromCommandLine(payload, ['ghost', ghost, '--site', 'https://berean.example/', '--dry-run'], (line) => lines.push(line))).toBe(0)
    expect(lines.join('\n')).toContain('Berean Notes (https://berean.example)')
  })

  it('an import kept from a dry run whose file is gone cannot be started', async () => {
    const payload = await testPayload()
    const kept = (await payload.create({
      collection: 'site-imports',
      data: { source: 'wordpress', filename: 'kept.xml', size: 1, file: randomUUID(), status: 'ready', dryRun: true, report: { counts: { posts: 1, pages: 0, members: 0 } } } as never,
      overrideAccess: true,
    })) as SiteImport
    await expect(startImport(payload, kept)).rejects.toThrow(ImportStateError)
    expect((await payload.findByID({ collection: 'site-imports', id: kept.id, overrideAccess: true })).status).toBe('ready')
  })

  it('imports, and tells the running servers that content and redirects changed', async () => {
    const payload = await testPayload()
    const { file, slug } = await exportFile()
    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await listener.connect()
    const heard: string[] = []
    try {
      listener.on('notification', (message) => heard.push(message.channel))
      await listener.query(`LISTEN ${CONTENT_CHANNEL}`)
      await listener.query(`LISTEN ${REDIRECTS_CHANNEL}`)
      const lines: string[] = []
      expect(await importFromCommandLine(payload, ['wordpress', file], (line) => lines.push(line))).toBe(0)
      expect(lines.join('\n')).toMatch(/Brought in:\n {2}1 post/)
      expect((await payload.count({ collection: 'posts', where: { slug: { equals: slug } }, overrideAccess: true })).totalDocs).toBe(1)
      await expect.poll(() => heard.includes(CONTENT_CHANNEL) && heard.includes(REDIRECTS_CHANNEL)).toBe(true)
    } finally {
      await listener.end()
    }
  })

  it('answers bad arguments with the way to use it', async () => {
    const payload = await testPayload()
    for (const args of [[], ['typepad', 'x.xml'], ['wordpress'], ['wordpress', '/no/such/file.xml']]) {
      const lines: string[] = []
      expect(await importFromCommandLine(payload, args, (line) => lines.push(line))).toBe(2)
      expect(lines.join(' ')).toMatch(/Use: npm run import|There is no file/)
    }
    const ghost = path.resolve('tests/fixtures/import/ghost-v5-small.json')
    for (const args of [['ghost', ghost, '--site', 'ftp://old.example'], ['ghost', ghost, '--site=javascript:alert(1)'], ['wordpress', ghost, '--site', 'https://old.example']]) {
      const lines: string[] = []
      expect(await importFromCommandLine(payload, args, (line) => lines.push(line))).toBe(2)
      expect(lines.join(' ')).toMatch(/--site/)
    }
  })
})
