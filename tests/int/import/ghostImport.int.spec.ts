/**
 * Ghost's own v4 export test fixture (tests/fixtures/import), imported as the creator would: its
 * posts and pages come in, a members-only post stays a draft, pages named like the site's own
 * (about, contact, privacy) get other addresses and leave the site's pages untouched, old
 * addresses are redirected; a Ghost members list becomes subscribers with their consent, and
 * nobody is e-mailed. A Ghost 5 export brings its members from the JSON itself, and its re-run
 * changes nothing.
 */
import path from 'node:path'
import { readFileSync } from 'node:fs'

import { beforeAll, describe, expect, it } from 'vitest'

import type { Page, SiteImport } from '@/payload-types'
import { richTextToHtml } from '@/lib/data/richText'
import { lexicalFromBlocks } from '@/seed/lexical'
import { testPayload } from '../../factories'
import { mailsTo } from '../../setup/smtp'
import { createdIds, dryRun, importNow, reportOf, summaryOf, undoNow } from './importFlow'

const EXPORT = path.resolve('tests/fixtures/import/ghost-v4-export.json')
const MEMBERS = path.resolve('tests/fixtures/import/ghost-members.csv')
const V5 = path.resolve('tests/fixtures/import/ghost-v5-small.json')
const data = JSON.parse(readFileSync(EXPORT, 'utf8')).db[0].data as { posts: { type: string; slug: string; visibility: string; title: string }[] }
const posts = data.posts.filter((p) => p.type === 'post')
const pages = data.posts.filter((p) => p.type === 'page')

describe('importing a Ghost export', () => {
  let imported: SiteImport
  let aboutBefore: Page | undefined

  beforeAll(async () => {
    const payload = await testPayload()
    aboutBefore = (await payload.find({ collection: 'pages', where: { slug: { equals: 'about' } }, overrideAccess: true, draft: true })).docs[0] as Page | undefined
    // The site's own About page (the tests' database is not seeded): the import must leave it be.
    aboutBefore ??= (await payload.create({
      collection: 'pages',
      data: { title: 'About this ministry', slug: 'about', content: lexicalFromBlocks(['Who we are.']), _status: 'published' } as never,
      overrideAccess: true,
    })) as Page
    const ready = await dryRun(payload, EXPORT)
    expect(ready.status, ready.error ?? '').toBe('ready')
    imported = await importNow(payload, ready)
  }, 120_000)

  it('reads the export’s posts and pages, and says which addresses are taken', () => {
    const report = reportOf(imported)
    expect(report.source).toBe('ghost')
    expect(report.counts.posts).toBe(posts.length)
    expect(report.counts.pages).toBe(pages.length)
    expect(report.counts.drafts).toBe(data.posts.filter((p) => p.visibility !== 'public').length)
    const renamed = report.conflicts.filter((c) => c.kind === 'page').map((c) => c.slug)
    expect(renamed).toEqual(expect.arrayContaining(['about', 'contact', 'privacy']))
  })

  it('brings them in, a members-only post as a draft, and never replaces the site’s own pages', async () => {
    const payload = await testPayload()
    const summary = summaryOf(imported)
    expect(summary.failed).toEqual([])
    expect(summary.created.posts).toBe(posts.length)
    expect(summary.created.pages).toBe(pages.length)
    const pageIds = await createdIds(payload, imported.id, 'pages')
    const mine = await payload.find({ collection: 'pages', where: { id: { in: pageIds } }, overrideAccess: true, draft: true })
    expect(mine.docs.map((p) => p.slug)).not.toEqual(expect.arrayContaining(['about']))
    expect(mine.docs.map((p) => p.slug)).toEqual(expect.arrayContaining(['contribute']))
    const aboutAfter = (await payload.find({ collection: 'pages', where: { slug: { equals: 'about' } }, overrideAccess: true, draft: true })).docs[0]
    expect(aboutAfter?.id).toBe(aboutBefore!.id)
    expect(aboutAfter?.updatedAt).toBe(aboutBefore?.updatedAt)
    const paid = posts.find((p) => p.visibility !== 'public')!
    const postIds = await createdIds(payload, imported.id, 'posts')
    const drafts = await payload.find({ collection: 'posts', where: { and: [{ id: { in: postIds } }, { title: { equals: paid.title } }] }, overrideAccess: true, draft: true })
    expect(drafts.docs[0]._status).toBe('draft')
  })

  it('redirects Ghost’s /slug/ addresses to the posts’ new pages', async () => {
    const payload = await testPayload()
    const welcome = posts.find((p) => p.visibility === 'public')!
    const { docs } = await payload.find({ collection: 'redirects', where: { from: { equals: `/${welcome.slug}` } }, overrideAccess: true })
    expect(docs[0]?.destination).toMatch(new RegExp(`^/blog/${welcome.slug}(-\\d+)?$`))
  })

  it('turns a Ghost members list into subscribers with the consent they gave, e-mailing nobody', async () => {
    const payload = await testPayload()
    const done = await importNow(payload, await dryRun(payload, MEMBERS, 'members.csv'))
    expect(done.status).toBe('done')
    const ids = await createdIds(payload, done.id, 'newsletter-subscribers')
    expect(ids.length).toBeGreaterThan(0)
    const { docs } = await payload.find({ collection: 'newsletter-subscribers', where: { id: { in: ids } }, overrideAccess: true })
    for (const subscriber of docs) {
      expect(subscriber.imported).toBe(true)
      expect(subscriber.consent).toMatch(/Ghost/)
      expect(['active', 'unsubscribed']).toContain(subscriber.status)
      expect(await mailsTo(subscriber.email)).toHaveLength(0)
    }
    await undoNow(payload, done)
    expect(await payload.count({ collection: 'newsletter-subscribers', where: { id: { in: ids } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
  })

  it('undo leaves the site as it was', async () => {
    const payload = await testPayload()
    const postIds = await createdIds(payload, imported.id, 'posts')
    await undoNow(payload, imported)
    expect(await payload.count({ collection: 'posts', where: { id: { in: postIds } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
    const aboutAfter = (await payload.find({ collection: 'pages', where: { slug: { equals: 'about' } }, overrideAccess: true, draft: true })).docs[0]
    expect(aboutAfter?.id).toBe(aboutBefore?.id)
  })
})

describe('importing a Ghost 5 export with its members', () => {
  it('brings its posts, pages and members in from the JSON, each as the old site had it, and a second run changes nothing', async () => {
    const payload = await testPayload()
    const ready = await dryRun(payload, V5)
    expect(ready.status, ready.error ?? '').toBe('ready')
    expect(reportOf(ready).counts).toMatchObject({ posts: 3, pages: 1, drafts: 2, members: 2 })
    expect(reportOf(ready).skipped.find((s) => s.what === 'post')?.reason).toMatch(/No HTML/)
    const done = await importNow(payload, ready)
    const summary = summaryOf(done)
    expect(summary.failed).toEqual([])
    expect(summary.created).toMatchObject({ posts: 3, pages: 1, 'newsletter-subscribers': 2 })

    const posts = await payload.find({ collection: 'posts', where: { id: { in: await createdIds(payload, done.id, 'posts') } }, overrideAccess: true, draft: true, depth: 1 })
    const grace = posts.docs.find((post) => post.title === 'Grace & Truth')!
    expect(grace).toMatchObject({ _status: 'published', summary: 'A short word on grace.', publishedAt: '2023-01-10T09:00:00.000Z' })
    expect(typeof grace.category === 'object' && grace.category?.name).toBe('Doctrine')
    expect((grace.tags ?? []).map((tag) => typeof tag === 'object' && tag.name)).toEqual(['Doctrine', 'Grace'])
    expect(richTextToHtml(grace.content)).toMatch(/<a [^>]*href="\/about\/?"[^>]*>about us<\/a>/)
    expect(posts.docs.filter((post) => post._status === 'draft').map((post) => post.title).sort()).toEqual(['For members', 'Next week'])

    const subscribers = await payload.find({ collection: 'newsletter-subscribers', where: { id: { in: await createdIds(payload, done.id, 'newsletter-subscribers') } }, overrideAccess: true })
    expect(Object.fromEntries(subscribers.docs.map((s) => [s.email, s.status]))).toEqual({ 'ruth@example.org': 'active', 'boaz@example.org': 'unsubscribed' })
    for (const subscriber of subscribers.docs) {
      expect(subscriber.imported).toBe(true)
      expect(await mailsTo(subscriber.email)).toHaveLength(0)
    }
    // Without the old site's address, its items keep the keys Ghost imports always had.
    const { rows } = await payload.db.pool.query<{ key: string }>('SELECT key FROM import_records WHERE import_id = $1', [done.id])
    for (const { key } of rows) expect(key.startsWith('ghost::'), key).toBe(true)

    const again = await dryRun(payload, V5)
    expect(reportOf(again).alreadyImported).toBe(4)
    const rerun = await importNow(payload, again)
    expect(summaryOf(rerun).created).toEqual({})
    expect(summaryOf(rerun).unchanged).toBe(6)
    await undoNow(payload, rerun)
    await undoNow(payload, done)
    expect(await payload.count({ collection: 'newsletter-subscribers', where: { email: { in: ['ruth@example.org', 'boaz@example.org'] } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
  }, 60_000)
})
