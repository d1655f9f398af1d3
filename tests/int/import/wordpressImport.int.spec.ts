/**
 * WordPress's own theme test export (tests/fixtures/import), imported as the creator would:
 * the dry run's counts, the content converted without raw shortcodes or block comments, drafts
 * kept from the public, comments with their threads, old permalinks redirected, a re-run that
 * changes nothing, and an undo that removes only what the import made.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { oldNumberedAddresses } from '@/lib/db/redirectsListener'
import { richTextToHtml } from '@/lib/data/richText'
import type { Comment, Post, SiteImport } from '@/payload-types'
import { createCategory, testPayload } from '../../factories'
import { createdIds, dryRun, expectReadable, importedDocs, importNow, reportOf, summaryOf, undoNow } from './importFlow'

const FIXTURE = path.resolve('tests/fixtures/import/wordpress-theme-unit-test.xml')
const xml = readFileSync(FIXTURE, 'utf8')
const items = xml.split('<item>').slice(1)
const typeOf = (item: string) => /<wp:post_type>(?:<!\[CDATA\[)?([a-z_]+)/.exec(item)![1]
const ofType = (type: string) => items.filter((item) => typeOf(item) === type)

describe('importing WordPress’s theme test export', () => {
  let imported: SiteImport
  let postIds: number[]

  beforeAll(async () => {
    const payload = await testPayload()
    const ready = await dryRun(payload, FIXTURE)
    expect(ready.status, ready.error ?? '').toBe('ready')
    imported = await importNow(payload, ready)
    postIds = await createdIds(payload, imported.id, 'posts')
  }, 180_000)

  it('the dry run counts what the file holds and what it leaves out', () => {
    const report = reportOf(imported)
    expect(report.counts.posts).toBe(ofType('post').length)
    expect(report.counts.pages).toBe(ofType('page').length)
    const skipped = Object.fromEntries(report.skipped.map((s) => [s.what, s.count]))
    expect(Object.values(skipped).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(ofType('nav_menu_item').length + ofType('attachment').length)
    expect(report.categories.length).toBeGreaterThan(0)
    expect(report.site.url).toMatch(/wpthemetestdata/)
  })

  it('brings every post and page in, and says so', async () => {
    const summary = summaryOf(imported)
    expect(imported.status).toBe('done')
    expect(summary.failed).toEqual([])
    expect(summary.created.posts).toBe(ofType('post').length)
    expect(summary.created.pages).toBe(ofType('page').length)
    expect(summary.redirects).toBeGreaterThan(0)
  })

  it('leaves no raw shortcode, block comment or script in any imported post or page', async () => {
    const payload = await testPayload()
    const posts = await importedDocs(payload, imported.id, 'posts')
    expect(posts.length).toBe(ofType('post').length)
    for (const post of posts) {
      expectReadable(post)
      expect(post.summary.length).toBeGreaterThan(0)
    }
    const pages = await importedDocs(payload, imported.id, 'pages')
    expect(pages.length).toBe(ofType('page').length)
    for (const page of pages) expectReadable(page)
  })

  it('dates each post and sums it up as the old site did', async () => {
    const payload = await testPayload()
    const { rows } = await payload.db.pool.query<{ doc_id: number; numeric_id: number }>('SELECT doc_id, numeric_id FROM import_records WHERE import_id = $1 AND collection = $2', [imported.id, 'posts'])
    const posts = new Map((await importedDocs(payload, imported.id, 'posts')).map((post) => [post.id, post]))
    const byNumber = new Map(rows.map((row) => [row.numeric_id, posts.get(row.doc_id)!]))
    let dated = 0
    for (const item of ofType('post')) {
      const gmt = /<wp:post_date_gmt>(?:<!\[CDATA\[)?(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/.exec(item)?.[1]
      if (!gmt || gmt.startsWith('0000')) continue
      const post = byNumber.get(Number(/<wp:post_id>(\d+)</.exec(item)![1]))!
      expect(post.publishedAt, post.title).toBe(`${gmt.replace(' ', 'T')}.000Z`)
      dated++
    }
    expect(dated).toBeGreaterThan(40)
    const defined = [...posts.values()].find((post) => post.title === 'Template: Excerpt (Defined)')!
    expect(defined.summary).toBe(
      'This is a user-defined post excerpt. It should be displayed in place of the post content in archive-index pages. It can be longer than the automatically generated excerpts, and can have HTML tags.',
    )
    // Without an excerpt, the summary is the post's opening words.
    const markup = [...posts.values()].find((post) => post.title === 'Markup: HTML Tags and Formatting')!
    expect(richTextToHtml(markup.content).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain(markup.summary.replace(/…$/, '').split(' ').slice(0, 6).join(' '))
  })

  it('keeps drafts, scheduled and password-protected posts from the public', async () => {
    const payload = await testPayload()
    const hidden = ofType('post').filter((item) => !/<wp:status>(?:<!\[CDATA\[)?publish/.test(item) || /<wp:post_password>(?:<!\[CDATA\[)?[^<\]]/.test(item))
    expect(hidden.length).toBeGreaterThanOrEqual(3)
    const ids = hidden.map((item) => Number(/<wp:post_id>(\d+)</.exec(item)![1]))
    const { rows } = await payload.db.pool.query<{ doc_id: number }>('SELECT doc_id FROM import_records WHERE import_id = $1 AND collection = $2 AND numeric_id = ANY($3)', [imported.id, 'posts', ids])
    expect(rows.length).toBe(hidden.length)
    const docs = await payload.find({ collection: 'posts', where: { id: { in: rows.map((r) => r.doc_id) } }, pagination: false, overrideAccess: true, draft: true })
    expect(docs.docs.map((d) => d._status)).toEqual(hidden.map(() => 'draft'))
    // A reader asking for any of them finds nothing.
    const seen = await payload.find({ collection: 'posts', where: { id: { in: rows.map((r) => r.doc_id) } }, overrideAccess: false })
    expect(seen.totalDocs).toBe(0)
  })

  it('brings the comments with their writers’ names, their moderation state and their threads', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'comments', where: { post: { in: postIds } }, pagination: false, depth: 0, overrideAccess: true })
    const comments = docs as Comment[]
    // Pingbacks and trackbacks are notices from other sites, not readers' comments: left out.
    // (Comments on pages stay behind too: the site has comments on posts only.)
    const fromReaders = ofType('post').flatMap((item) => item.split('<wp:comment>').slice(1)).filter((c) => !/<wp:comment_type>(?:<!\[CDATA\[)?(pingback|trackback)/.test(c))
    const approvedInFile = fromReaders.filter((c) => /<wp:comment_approved>(?:<!\[CDATA\[)?1/.test(c)).length
    const pendingInFile = fromReaders.filter((c) => /<wp:comment_approved>(?:<!\[CDATA\[)?0/.test(c)).length
    expect(comments.filter((c) => c.status === 'approved').length).toBe(approvedInFile)
    expect(comments.filter((c) => c.status === 'pending').length).toBe(pendingInFile)
    expect(comments.every((c) => c.authorName && !c.author)).toBe(true)
    const replies = comments.filter((c) => c.parent)
    expect(replies.length).toBeGreaterThan(5)
    for (const reply of replies) {
      const parent = comments.find((c) => c.id === reply.parent)!
      expect(new Date(parent.createdAt).getTime()).toBeLessThanOrEqual(new Date(reply.createdAt).getTime())
    }
  })

  it('sends the old permalinks and ?p= numbers on to the new pages', async () => {
    const payload = await testPayload()
    const item = ofType('post').find((i) => /<title>Markup: HTML Tags and Formatting<\/title>/.test(i))!
    const oldPath = new URL(/<link>([^<]+)<\/link>/.exec(item)![1]).pathname.replace(/\/$/, '')
    const { docs } = await payload.find({ collection: 'redirects', where: { from: { equals: oldPath } }, overrideAccess: true, depth: 0 })
    expect(docs).toHaveLength(1)
    const post = (await payload.findByID({ collection: 'posts', id: (docs[0].to?.reference?.value as number) ?? 0, overrideAccess: true })) as Post
    expect(docs[0].destination).toBe(`/blog/${post.slug}`)
    const wpId = Number(/<wp:post_id>(\d+)</.exec(item)![1])
    const numbered = await oldNumberedAddresses(payload.db.pool)
    expect(numbered.find((row) => row.numeric_id === wpId)).toMatchObject({ collection: 'posts', slug: post.slug })
  })

  it('a second run of the same file changes nothing', async () => {
    const payload = await testPayload()
    const again = await dryRun(payload, FIXTURE)
    expect(reportOf(again).alreadyImported).toBe(ofType('post').length + ofType('page').length)
    const done = await importNow(payload, again)
    expect(summaryOf(done).created.posts ?? 0).toBe(0)
    expect(summaryOf(done).unchanged).toBeGreaterThanOrEqual(ofType('post').length + ofType('page').length)
    await undoNow(payload, done)
  })

  it('undo removes what the import made and nothing else', async () => {
    const payload = await testPayload()
    const mine = await createCategory()
    // The old permalinks redirected: each post's own, with and without its trailing slash.
    const oldPaths = ofType('post').map((item) => new URL(/<link>([^<]+)<\/link>/.exec(item)![1]).pathname.replace(/\/$/, ''))
    const redirected = await payload.count({ collection: 'redirects', where: { from: { in: oldPaths } }, overrideAccess: true })
    expect(redirected.totalDocs).toBeGreaterThan(0)
    const undone = await undoNow(payload, imported)
    expect(undone.status).toBe('undone')
    const left = await payload.find({ collection: 'posts', where: { id: { in: postIds } }, overrideAccess: true, draft: true })
    expect(left.totalDocs).toBe(0)
    const comments = await payload.count({ collection: 'comments', where: { post: { in: postIds } }, overrideAccess: true })
    expect(comments.totalDocs).toBe(0)
    expect((await payload.count({ collection: 'redirects', where: { from: { in: oldPaths } }, overrideAccess: true })).totalDocs).toBe(0)
    expect(await payload.findByID({ collection: 'categories', id: mine.id, overrideAccess: true })).toMatchObject({ id: mine.id })
  })
})
