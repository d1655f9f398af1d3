import { spawnSync } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { join, resolve } from 'node:path'
import { once } from 'node:events'

import { describe, expect, it } from 'vitest'

import { ImportFileError } from '@/import/model'
import { readSource, sniffSource } from '@/import/sources'
import { readWordPress } from '@/import/sources/wordpress'

import { documentsOf, fixture, readAll, skippedOf, tempFile, tempFolder } from './sourceFiles'

const themeTest = fixture('wordpress-theme-unit-test.xml')
const blockTest = fixture('wordpress-block-test.xml')

const WXR_HEAD = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Small</title><link>https://old.example.org</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_blog_url>https://old.example.org</wp:base_blog_url>`
const item = (id: number, body: string, extra = '') => `<item><title><![CDATA[Post ${id}]]></title><link>https://old.example.org/${id}/post-${id}/</link>
<dc:creator><![CDATA[writer]]></dc:creator><guid isPermaLink="false">https://old.example.org/?p=${id}</guid>
<content:encoded><![CDATA[${body}]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${id}</wp:post_id><wp:post_date_gmt>2020-01-02 03:04:05</wp:post_date_gmt><wp:post_name>post-${id}</wp:post_name>
<wp:status>publish</wp:status><wp:post_type>post</wp:post_type><wp:post_password></wp:post_password>${extra}</item>`
const wxr = (items: string) => `${WXR_HEAD}${items}</channel></rss>`

/** Reads the file and returns the ImportFileError it must end with. */
const failureOf = async (path: string): Promise<ImportFileError> => {
  try {
    await readAll(readWordPress(path))
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError)
    return error as ImportFileError
  }
  throw new Error('the file was read without an error')
}

describe('reading WordPress’s theme unit test export', () => {
  it('emits the site, its authors and terms, its 58 posts and 21 pages, and counts what it leaves out', async () => {
    const entries = await readAll(readWordPress(themeTest))
    expect(entries[0]).toEqual({ type: 'site', title: 'Theme Unit Test Data', url: 'https://wpthemetestdata.wordpress.com/', version: '1.2' })
    const documents = documentsOf(entries)
    expect(documents.filter((document) => document.kind === 'post')).toHaveLength(58)
    expect(documents.filter((document) => document.kind === 'page')).toHaveLength(21)
    expect(entries.filter((entry) => entry.type === 'author').length).toBeGreaterThanOrEqual(2)
    expect(entries.filter((entry) => entry.type === 'category').length).toBeGreaterThan(10)
    expect(entries.filter((entry) => entry.type === 'tag').length).toBeGreaterThan(10)
    expect(skippedOf(entries, 'attachment')?.count).toBe(37)
    expect(skippedOf(entries, 'nav_menu_item')?.count).toBe(70)
    expect(skippedOf(entries, 'pingbacks and trackbacks')?.count).toBe(4)
    // Authors come before the documents that name them.
    const firstDocument = entries.findIndex((entry) => entry.type === 'document')
    expect(entries.findIndex((entry) => entry.type === 'author')).toBeLessThan(firstDocument)
  })

  it('keeps scheduled, draft and password-protected items as drafts, saying what they were', async () => {
    const documents = documentsOf(await readAll(readWordPress(themeTest)))
    const byTitle = (title: string) => documents.find((document) => document.title === title)!
    expect(byTitle('Scheduled')).toMatchObject({ status: 'draft', sourceStatus: 'future' })
    expect(byTitle('Draft')).toMatchObject({ status: 'draft', sourceStatus: 'draft', oldPaths: [] })
    expect(byTitle('Template: Password Protected (the password is "enter")')).toMatchObject({ status: 'draft', sourceStatus: 'password' })
    expect(documents.filter((document) => document.status === 'published')).toHaveLength(76)
  })

  it('reduces a title’s markup and entities to text', async () => {
    const documents = documentsOf(await readAll(readWordPress(themeTest)))
    const keys = new Map(documents.map((document) => [document.key, document]))
    expect(keys.get('1173')?.title).toBe('Markup: Title With Markup')
    expect(keys.get('1174')?.title).toBe('Markup: Title With Special Characters ~`!@#$%^&*()-_=+{}[]/\\;:\'"?,.>')
  })

  it('resolves featured images from attachments, with their alt text', async () => {
    const documents = documentsOf(await readAll(readWordPress(themeTest)))
    expect(documents.find((document) => document.key === '1011')?.featuredImage).toEqual({
      url: 'https://wpthemetestdata.files.wordpress.com/2013/03/featured-image-horizontal.jpg',
      alt: 'Horizontal Featured Image',
      caption: undefined,
    })
  })

  it('keeps comments with their replies and pending ones, and old paths on the old site only', async () => {
    const documents = documentsOf(await readAll(readWordPress(themeTest)))
    const comments = documents.find((document) => document.key === '1148')!
    expect(comments.oldPaths).toEqual(['/2012/01/03/template-comments/', '/2007/09/04/comment-test/'])
    expect(comments.numericId).toBe(1148)
    expect(comments.comments.length).toBeGreaterThan(10)
    const keys = new Set(comments.comments.map((comment) => comment.key))
    const replies = comments.comments.filter((comment) => comment.parentKey)
    expect(replies.length).toBeGreaterThan(0)
    for (const reply of replies) expect(keys.has(reply.parentKey!)).toBe(true)
    for (const comment of comments.comments) expect(comment.text).not.toMatch(/<\/?p>/)
    const all = documents.flatMap((document) => document.comments)
    expect(all.filter((comment) => comment.status === 'pending')).toHaveLength(3)
    const page = documents.find((document) => document.title === 'Page with comments')!
    expect(page.oldPaths).toEqual(['/about/page-with-comments/', '/page-with-comments/'])
  })

  it('reads the block test export and skips its navigation block', async () => {
    const entries = await readAll(readSource('wordpress', blockTest))
    expect(documentsOf(entries)).toHaveLength(62)
    expect(skippedOf(entries, 'wp_navigation')?.count).toBe(1)
    expect(skippedOf(entries, 'attachment')?.count).toBe(9)
    const featured = documentsOf(entries).find((document) => document.title === 'Featured Image')
    expect(featured?.featuredImage).toMatchObject({ alt: 'Brazil Beach', caption: 'Jericoacoara Ceara Brasil' })
  })

  it('is recognised as a WordPress export from its first kilobytes', async () => {
    expect(await sniffSource(themeTest)).toBe('wordpress')
    expect(await sniffSource(blockTest)).toBe('wordpress')
  })
})

describe('reading a WordPress export’s rules', () => {
  it('drops spam, makes a reply to a dropped comment its own, and emits an undeclared author', async () => {
    const comment = (id: number, approved: string, parent = 0) =>
      `<wp:comment><wp:comment_id>${id}</wp:comment_id><wp:comment_author><![CDATA[Reader ${id}]]></wp:comment_author><wp:comment_author_email></wp:comment_author_email><wp:comment_date_gmt>2020-01-03 00:00:00</wp:comment_date_gmt><wp:comment_content><![CDATA[First line<br />second line

New paragraph with <a href="#">a link</a>.]]></wp:comment_content><wp:comment_approved>${approved}</wp:comment_approved><wp:comment_type></wp:comment_type><wp:comment_parent>${parent}</wp:comment_parent></wp:comment>`
    const path = tempFile(wxr(item(7, '<p>Hi</p>', comment(1, 'spam') + comment(2, '1', 1) + comment(3, '0', 2) + comment(4, 'trash'))))
    const entries = await readAll(readWordPress(path))
    expect(entries.find((entry) => entry.type === 'author')).toEqual({ type: 'author', author: { key: 'writer', name: 'writer', slug: 'writer' } })
    const [document] = documentsOf(entries)
    expect(document!.comments.map((c) => [c.key, c.parentKey, c.status])).toEqual([
      ['2', undefined, 'approved'],
      ['3', '2', 'pending'],
    ])
    expect(document!.comments[0]!.text).toBe('First line\nsecond line\n\nNew paragraph with a link.')
    expect(document!.oldPaths).toEqual(['/7/post-7/'])
    expect(document!.publishedAt).toEqual(new Date('2020-01-02T03:04:05Z'))
    expect(skippedOf(entries, 'spam comments')?.count).toBe(2)
  })

  it('replaces bytes that are not UTF-8 instead of failing', async () => {
    const [head, tail] = wxr(item(8, 'BROKEN')).split('BROKEN')
    const path = tempFile(Buffer.concat([Buffer.from(head!), Buffer.from([0xc3, 0x28, 0xff, 0x00]), Buffer.from(tail!)]))
    const [document] = documentsOf(await readAll(readWordPress(path)))
    expect(document!.html).toBe('\uFFFD(\uFFFD')
  })
})

describe('refusing files that are not a WordPress export', () => {
  it.each([
    ['an empty file', '', 'The file is empty.'],
    ['a text file', 'Dear friends, here are my posts.', 'This file is not a WordPress export: it is not an XML file at all.'],
    ['a JSON file', '{"db": []}', 'This is a JSON file, not a WordPress export.'],
    ['an RSS feed', '<?xml version="1.0"?><rss version="2.0"><channel><title>Feed</title></channel></rss>', 'This is an RSS feed, not a WordPress export.'],
    ['an Atom feed', '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Feed</title></feed>', 'This is an Atom feed, not a WordPress export.'],
    ['other XML', '<?xml version="1.0"?><note><to>Tove</to></note>', 'This XML file is not a WordPress export.'],
    ['a cut-short export', wxr(item(1, 'x')).slice(0, -200), 'This WordPress export stops in the middle'],
    ['broken XML', wxr(item(1, 'x')).replace('</wp:post_id>', '</wp:post>'), 'This file is not a well-formed WordPress export'],
    [
      'declared entities (billion laughs)',
      `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>${wxr(item(1, '&lol2;'))}`,
      'This file declares its own XML entities, which an export never does; it was not imported.',
    ],
    [
      'an external entity',
      `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY x SYSTEM "file:///etc/passwd">]><rss><channel><title>&x;</title></channel></rss>`,
      'This file declares its own XML entities',
    ],
    ['an external DTD', `<?xml version="1.0"?><!DOCTYPE rss SYSTEM "http://example.org/evil.dtd">${wxr('')}`, 'an external DTD'],
  ])('%s', async (_name, content, message) => {
    const error = await failureOf(tempFile(content))
    expect(error.message).toContain(message)
    expect(error.message).not.toMatch(/\bat \S+:\d+|Error:/)
  })

  it('a binary file full of NUL bytes', async () => {
    const error = await failureOf(tempFile(Buffer.from([0, 0, 0, 0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0])))
    expect(error.message).toContain('it is not an XML file at all')
  })

  it('is not taken for a WordPress export by the sniffer', async () => {
    expect(await sniffSource(tempFile('<?xml version="1.0"?><rss version="2.0"><channel/></rss>'))).toBeNull()
    expect(await sniffSource(tempFile(''))).toBeNull()
  })
})

describe('a large export', () => {
  it('streams: 50 MB are read in a JavaScript heap of 40 MB', async () => {
    const file = join(tempFolder(), 'large.xml')
    const out = createWriteStream(file)
    const body = `<p>${'In the beginning was the Word. '.repeat(160)}</p>`
    out.write(WXR_HEAD)
    let id = 0
    let written = WXR_HEAD.length
    while (written < 50 * 1024 * 1024) {
      id += 1
      const chunk = item(id, body)
      written += chunk.length
      if (!out.write(chunk)) await once(out, 'drain')
    }
    out.end('</channel></rss>')
    await once(out, 'finish')

    // Read in a process whose JavaScript heap is smaller than the file: holding the file whole
    // (or every post) would end it with "heap out of memory".
    const reader = resolve('src/import/sources/wordpress.ts')
    const script = `import { readWordPress } from ${JSON.stringify(reader)}; let n = 0; for await (const e of readWordPress(${JSON.stringify(file)})) if (e.type === 'document') n++; console.log(n)`
    const child = spawnSync(process.execPath, ['--max-old-space-size=40', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(child.stderr).not.toMatch(/heap out of memory/i)
    expect(Number(child.stdout.trim())).toBe(id)
    expect(written).toBeGreaterThan(50 * 1024 * 1024)
  }, 180_000)
})
