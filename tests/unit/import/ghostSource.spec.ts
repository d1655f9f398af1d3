import { describe, expect, it } from 'vitest'

import { ImportFileError } from '@/import/model'
import { readSource, sniffSource } from '@/import/sources'
import { readGhost } from '@/import/sources/ghost'
import { readGhostMembersCsv } from '@/import/sources/ghostMembersCsv'

import { documentsOf, fixture, readAll, skippedOf, tempFile } from './sourceFiles'

const smallExport = fixture('ghost-v5-small.json')
const membersCsv = fixture('ghost-members.csv')

const failureOf = async (entries: AsyncIterable<unknown>): Promise<ImportFileError> => {
  try {
    for await (const _entry of entries) void _entry
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError)
    return error as ImportFileError
  }
  throw new Error('the file was read without an error')
}

describe('reading a Ghost 5 export', () => {
  it('emits the site, the authors who wrote, the public tags with the primary ones as categories', async () => {
    const entries = await readAll(readGhost(smallExport))
    expect(entries[0]).toEqual({ type: 'site', title: 'Berean Notes', url: undefined, version: '5.85.0' })
    const authors = entries.flatMap((entry) => (entry.type === 'author' ? [entry.author] : []))
    expect(authors).toEqual([
      { key: '1', name: 'Lydia Purple', slug: 'lydia', email: 'lydia@example.org', bio: 'Seller of purple.', imageUrl: '/content/images/lydia.png' },
    ])
    expect(entries.filter((entry) => entry.type === 'category')).toEqual([{ type: 'category', term: { name: 'Doctrine', slug: 'doctrine', description: 'What the church teaches' } }])
    expect(entries.filter((entry) => entry.type === 'tag').map((entry) => entry.type === 'tag' && entry.term.slug)).toEqual(['doctrine', 'grace'])
    expect(skippedOf(entries, 'internal tags')?.count).toBe(1)
  })

  it('maps posts and pages: status, tags in order, featured image with its alt and caption, old paths', async () => {
    const documents = documentsOf(await readAll(readGhost(smallExport, { siteUrl: 'https://notes.example.org/' })))
    expect(documents.map((document) => [document.key, document.kind, document.status, document.sourceStatus])).toEqual([
      ['p1', 'post', 'published', 'published'],
      ['p2', 'post', 'draft', 'members-only'],
      ['p3', 'post', 'draft', 'scheduled'],
      ['p4', 'page', 'published', 'published'],
    ])
    const [grace] = documents
    expect(grace).toMatchObject({
      title: 'Grace & Truth',
      slug: 'grace-and-truth',
      excerpt: 'A short word on grace.',
      categories: [{ name: 'Doctrine', slug: 'doctrine' }],
      tags: [{ name: 'Doctrine', slug: 'doctrine' }, { name: 'Grace', slug: 'grace' }],
      featuredImage: { url: 'https://notes.example.org/content/images/2023/01/cover.jpg', alt: 'An open Bible', caption: 'Photo by Anna' },
      oldPaths: ['/grace-and-truth/'],
      author: { key: '1', name: 'Lydia Purple' },
      publishedAt: new Date('2023-01-10T09:00:00.000Z'),
    })
    expect(grace!.html).toContain('href="https://notes.example.org/about/"')
    expect(grace!.html).not.toContain('__GHOST_URL__')
  })

  it('leaves site-relative addresses when the old address is not known, and skips a post with no HTML', async () => {
    const entries = await readAll(readGhost(smallExport))
    const [grace] = documentsOf(entries)
    expect(grace!.html).toContain('src="/content/images/2023/01/a.jpg"')
    expect(skippedOf(entries, 'post')).toMatchObject({ count: 1, reason: expect.stringContaining('No HTML in the export') })
  })

  it('reads members: subscribed when they receive a newsletter', async () => {
    const entries = await readAll(readGhost(smallExport))
    const members = entries.flatMap((entry) => (entry.type === 'member' ? [entry.member] : []))
    expect(members).toEqual([
      { email: 'ruth@example.org', name: 'Ruth', subscribed: true, createdAt: new Date('2023-02-01T10:00:00.000Z') },
      { email: 'boaz@example.org', name: undefined, subscribed: false, createdAt: new Date('2023-03-01T10:00:00.000Z') },
    ])
  })

  it('takes members from the members CSV when given one', async () => {
    const entries = await readAll(readSource('ghost', smallExport, { membersCsv }))
    const emails = entries.flatMap((entry) => (entry.type === 'member' ? [entry.member.email] : []))
    expect(emails).toEqual(['ruth@example.org', 'boaz@example.org', 'priscilla@example.org', 'aquila@example.org'])
  })

  it('reads a Ghost 4 export in the bare shape: the subscribed flag on members, pages marked page: true', async () => {
    const path = tempFile(
      JSON.stringify({
        meta: { version: '4.1.0' },
        data: {
          posts: [{ id: 'a', title: 'Welcome', slug: 'welcome', html: '<p>Hi</p>', page: true, status: 'published', published_at: '2021-03-24T04:34:10.000Z' }],
          members: [
            { id: 'm1', email: 'mary@example.org', name: 'Mary', subscribed: true, created_at: '2021-03-24T04:34:10.000Z' },
            { id: 'm2', email: 'martha@example.org', name: 'Martha', subscribed: false, created_at: '2021-03-24T04:34:10.000Z' },
          ],
          users: [{ id: '1', name: 'Fixture Ghosty', slug: 'fixture' }],
        },
      }),
      'json',
    )
    const entries = await readAll(readGhost(path))
    expect(entries[0]).toMatchObject({ type: 'site', version: '4.1.0' })
    expect(documentsOf(entries)).toMatchObject([{ kind: 'page', status: 'published', oldPaths: ['/welcome/'] }])
    expect(entries.flatMap((entry) => (entry.type === 'member' ? [[entry.member.email, entry.member.subscribed]] : []))).toEqual([
      ['mary@example.org', true],
      ['martha@example.org', false],
    ])
    // Without an authorship table, every user may have written.
    expect(entries.filter((entry) => entry.type === 'author')).toHaveLength(1)
  })

  it('is recognised as a Ghost export', async () => {
    expect(await sniffSource(smallExport)).toBe('ghost')
    expect(await sniffSource(tempFile('{"meta": {"version": "4.0.0"}, "data": {"posts": []}}', 'json'))).toBe('ghost')
    expect(await sniffSource(tempFile('[1, 2]', 'json'))).toBeNull()
  })
})

describe('reading Ghost’s members CSV', () => {
  it('keeps e-mail, name, newsletter choice and joining date, and counts deleted members', async () => {
    const entries = await readAll(readGhostMembersCsv(membersCsv))
    expect(entries).toEqual([
      { type: 'member', member: { email: 'priscilla@example.org', name: 'Priscilla', subscribed: true, createdAt: new Date('2023-04-01T08:00:00.000Z') } },
      { type: 'member', member: { email: 'aquila@example.org', name: 'Aquila, tentmaker', subscribed: false, createdAt: new Date('2023-04-02T08:00:00.000Z') } },
      { type: 'skipped', what: 'deleted members', reason: 'Members who had left the old site.', count: 1 },
    ])
  })

  it.each([
    ['an empty file', '', 'The members file is empty.'],
    ['a CSV without e-mails', 'name,city\nRuth,Moab\n', 'it has no “email” column'],
    ['a broken CSV', 'id,email\n1,"unclosed@example.org\n', 'its CSV is broken'],
  ])('refuses %s', async (_name, content, message) => {
    expect((await failureOf(readGhostMembersCsv(tempFile(content, 'csv')))).message).toContain(message)
  })
})

describe('refusing files that are not a Ghost export', () => {
  it.each([
    ['an empty file', '', 'The file is empty.'],
    ['not JSON', 'hello there', 'This file is not a Ghost export: it is not a JSON file.'],
    ['XML', '<?xml version="1.0"?><rss/>', 'This is an XML file, not a Ghost export.'],
    ['a JSON array', '[{"posts": []}]', 'This JSON file is not a Ghost export: it holds a list'],
    ['an empty db list', '{"db": []}', 'This JSON file is not a Ghost export.'],
    ['another JSON object', '{"name": "package", "version": "1.0.0"}', 'This JSON file is not a Ghost export.'],
    ['a cut-short export', '{"db": [{"meta": {"version": "5.0.0"}, "data": {"posts": [{"id": "1", "title": "Hal', 'This Ghost export stops in the middle'],
    ['broken JSON', '{"db": [{"meta": {"version": "5.0.0"}, "data": {"posts": [}]}]}', 'This file is not a well-formed Ghost export'],
  ])('%s', async (_name, content, message) => {
    const error = await failureOf(readGhost(tempFile(content, 'json')))
    expect(error.message).toContain(message)
  })

  it('a binary file', async () => {
    const error = await failureOf(readGhost(tempFile(Buffer.from([0, 0xff, 0xfe, 0x89, 0x50]), 'json')))
    expect(error.message).toContain('it is not a JSON file')
  })
})
