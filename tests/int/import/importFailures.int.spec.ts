/**
 * Imports that do not go to plan: an item that fails is left out whole and listed in the summary
 * while the others land; a file declaring its own entities (the "billion laughs") ends its dry
 * run failed with nothing written; a run that stops half way, run again, brings in only the rest.
 */
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { summaryText } from '@/import/download'
import type { SourceEntry } from '@/import/model'
import { runImport } from '@/import/write/run'
import { testPayload, unique } from '../../factories'
import { createdIds, dryRun, runningImport, sourceOf, sourcePost } from './importFlow'

const postsTitled = async (titles: string[]) =>
  (await (await testPayload()).find({ collection: 'posts', where: { title: { in: titles } }, pagination: false, overrideAccess: true, draft: true, depth: 0 })).docs

describe('an import that does not go to plan', () => {
  it('leaves out an item that fails, whole, lists it in the summary, and brings the others in', async () => {
    const payload = await testPayload()
    const slug = unique('one-fails').toLowerCase()
    const imported = await runningImport(payload, `${slug}.xml`)
    const posts = [
      sourcePost('1', `${slug}-a`),
      // A comment the site cannot store (its date is no date): the post must not land without it.
      sourcePost('2', `${slug}-b`, { comments: [{ key: 'c1', authorName: 'Ann', date: new Date('not a date'), text: 'Lost.', status: 'approved' }] }),
      sourcePost('3', `${slug}-c`),
    ]
    const summary = await runImport(payload, { importId: imported.id, kind: 'wordpress', entries: sourceOf(`https://${slug}.example`, posts.map((document) => ({ type: 'document', document }))) })
    expect(summary.created.posts).toBe(2)
    expect(summary.failed).toEqual([{ title: posts[1].title, reason: expect.stringMatching(/\S/) }])
    expect((await postsTitled(posts.map((p) => p.title))).map((p) => p.title).sort()).toEqual([posts[0].title, posts[2].title])
    const { rows } = await payload.db.pool.query('SELECT key FROM import_records WHERE import_id = $1 AND key LIKE $2', [imported.id, '%:post:2'])
    expect(rows).toEqual([])
    const text = summaryText({ ...imported, status: 'done', summary })
    expect(text).toMatch(new RegExp(`Items that did not come in:\\n {2}${posts[1].title}: `))
  })

  it('ends the dry run of a file declaring its own entities failed, with nothing written', async () => {
    const payload = await testPayload()
    const slug = unique('laughs').toLowerCase()
    const file = path.join(os.tmpdir(), `${slug}.xml`)
    const lols = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('\n')
    await writeFile(
      file,
      `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE rss [
<!ENTITY lol0 "lol">
${lols}
]>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/">
<channel><title>&lol9;</title><link>https://${slug}.example</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_blog_url>https://${slug}.example</wp:base_blog_url>
<wp:category><wp:term_id>1</wp:term_id><wp:category_nicename>${slug}</wp:category_nicename><wp:category_parent></wp:category_parent><wp:cat_name>Laughs ${slug}</wp:cat_name></wp:category>
<item><title>Laughing ${slug}</title><link>https://${slug}.example/${slug}/</link><dc:creator>ann</dc:creator><content:encoded><![CDATA[<p>&lol9;</p>]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>1</wp:post_id><wp:post_date_gmt>2020-01-02 03:04:05</wp:post_date_gmt><wp:post_name>${slug}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type><wp:post_password></wp:post_password></item>
</channel></rss>`,
    )
    const read = await dryRun(payload, file)
    expect(read.source).toBe('wordpress')
    expect(read.status).toBe('failed')
    expect(read.error).toMatch(/declares its own XML entities/)
    expect(read.report ?? null).toBeNull()
    expect(await postsTitled([`Laughing ${slug}`])).toEqual([])
    expect((await payload.count({ collection: 'categories', where: { name: { equals: `Laughs ${slug}` } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.db.pool.query('SELECT 1 FROM import_records WHERE import_id = $1', [read.id])).rowCount).toBe(0)
  })

  it('brings in only the rest when run again after stopping half way', async () => {
    const payload = await testPayload()
    const slug = unique('resumed').toLowerCase()
    const site = `https://${slug}.example`
    const imported = await runningImport(payload, `${slug}.xml`)
    const entries: SourceEntry[] = ['1', '2', '3', '4'].map((key) => ({ type: 'document', document: sourcePost(key, `${slug}-${key}`) }))
    const stopsHalfWay = async function* () {
      yield* sourceOf(site, entries.slice(0, 2))
      throw new Error('The server went away.')
    }
    await expect(runImport(payload, { importId: imported.id, kind: 'wordpress', entries: stopsHalfWay() })).rejects.toThrow('The server went away.')
    expect(await createdIds(payload, imported.id, 'posts')).toHaveLength(2)

    const summary = await runImport(payload, { importId: imported.id, kind: 'wordpress', entries: sourceOf(site, entries) })
    expect(summary.created.posts).toBe(2)
    expect(summary.unchanged).toBe(2)
    expect(summary.failed).toEqual([])
    const titles = entries.map((entry) => (entry.type === 'document' ? entry.document.title : ''))
    const landed = await postsTitled(titles)
    expect(landed.map((post) => post.title).sort()).toEqual([...titles].sort())
    expect((await createdIds(payload, imported.id, 'posts')).sort()).toEqual(landed.map((post) => post.id).sort())
  })
})
