/**
 * The redirects collection through Payload's REST API, as the admin panel uses it: where a
 * redirect leads is worked out on save, and what cannot work is refused with a message on the
 * field (400), never a 500; only the staff may touch it.
 */
import { describe, expect, it } from 'vitest'

import { createPost, createUser, testPayload, unique } from '../../factories'
import { createBook, createOrganization } from '../../factories/content'
import { setRedirectHostAllowed } from '../../factories/redirectHosts'
import { serverUrl } from '@/lib/serverUrl'
import { rest } from '../cms/rest'

const admin = () => createUser({ role: 'admin' })
const oldPath = () => `/old/${unique('path').toLowerCase()}`

type FieldError = { path: string; message: string }
const fieldErrors = (json: unknown): FieldError[] =>
  ((json as { errors?: { data?: { errors?: FieldError[] } }[] })?.errors ?? []).flatMap((e) => e.data?.errors ?? [])

const expectRefused = (res: { status: number; json: unknown }, path: string, message: string | RegExp) => {
  expect(res.status, JSON.stringify(res.json)).toBe(400)
  const error = fieldErrors(res.json).find((e) => e.path === path)
  expect(error, JSON.stringify(res.json)).toBeDefined()
  expect(error!.message).toMatch(message)
}

const custom = (url: string) => ({ type: 'custom', url })

const reference = (relationTo: string, value: number) => ({ type: 'reference', reference: { relationTo, value } })
const allowHost = (host: string) => setRedirectHostAllowed(host, true)

describe('where a redirect leads', () => {
  it('a post: its page under /blog', async () => {
    const creator = await admin()
    const post = await createPost()
    const res = await rest('POST', '/redirects', { as: creator, body: { from: oldPath(), to: reference('posts', post.id) } })
    expect(res.status, res.text).toBe(201)
    expect(res.json.doc.destination).toBe(`/blog/${post.slug}`)
  })

  it('documents of the other sections: under their section', async () => {
    const payload = await testPayload()
    const organization = await createOrganization()
    const book = await createBook()
    const page = await payload.create({
      collection: 'pages',
      data: { title: unique('Page'), slug: unique('page').toLowerCase(), content: (await createPost()).content, _status: 'published' },
    })
    for (const [collection, doc, path] of [
      ['organizations', organization, `/organizations/${organization.slug}`],
      ['books', book, `/reading-club/${book.slug}`],
      ['pages', page, `/${page.slug}`],
    ] as const) {
      const redirect = await payload.create({ collection: 'redirects', data: { from: oldPath(), to: reference(collection, doc.id) as never } })
      expect(redirect.destination, collection).toBe(path)
    }
  })

  it('a document that is not published: nowhere yet', async () => {
    const payload = await testPayload()
    const draft = await createPost({ status: 'draft' })
    const redirect = await payload.create({ collection: 'redirects', data: { from: oldPath(), to: reference('posts', draft.id) as never } })
    expect(redirect.destination).toBeNull()
  })

  it('an address typed in: kept as typed, the site’s own full address as a path', async () => {
    const creator = await admin()
    await allowHost('elsewhere.example')
    for (const [url, destination] of [
      ['/organizations?category=cults#list', '/organizations?category=cults#list'],
      ['https://elsewhere.example/a page', 'https://elsewhere.example/a%20page'],
      [`${serverUrl()}/blog/ours`, '/blog/ours'],
    ]) {
      const res = await rest('POST', '/redirects', { as: creator, body: { from: oldPath(), to: custom(url) } })
      expect(res.status, res.text).toBe(201)
      expect(res.json.doc.destination).toBe(destination)
      expect(res.json.doc.to.url).toBe(destination)
    }
  })

  it('the old address is kept as a plain lower-case path', async () => {
    const creator = await admin()
    const path = oldPath()
    const res = await rest('POST', '/redirects', { as: creator, body: { from: ` ${path.toUpperCase()}/?utm=x#top `, to: custom('/blog') } })
    expect(res.status, res.text).toBe(201)
    expect(res.json.doc.from).toBe(path)
  })

  it('saving again follows the document', async () => {
    const payload = await testPayload()
    const post = await createPost()
    const redirect = await payload.create({ collection: 'redirects', data: { from: oldPath(), to: reference('posts', post.id) as never } })
    const other = await createPost()
    const saved = await payload.update({ collection: 'redirects', id: redirect.id, data: { to: reference('posts', other.id) as never } })
    expect(saved.destination).toBe(`/blog/${other.slug}`)
  })
})

describe('what is refused, with a message on the field', () => {
  it.each([
    ['not a path', 'old-page', /single \//],
    ['a protocol-relative address', '//evil.example/x', /single \//],
    ['another site', 'https://evil.example/x', /single \//],
    ['a javascript: address', 'javascript:alert(1)', /single \//],
    ['the home page', '/', /home page/],
    ['the admin panel', '/admin/collections/users', /one of the site’s own pages/],
    ['the JSON API', '/api/posts', /one of the site’s own pages/],
    ['Payload’s API', '/cms-api/redirects', /one of the site’s own pages/],
    ['Next’s files', '/_next/static/chunk.js', /one of the site’s own pages/],
    ['a NUL byte', '/old\u0000page', /control characters/],
    ['a huge address', `/${'x'.repeat(5_000)}`, /too long/],
    ['an escape that is not UTF-8', '/old/%C0%AE', /not valid UTF-8/],
  ])('from: %s', async (_, from, message) => {
    expectRefused(await rest('POST', '/redirects', { as: await admin(), body: { from, to: custom('/blog') } }), 'from', message)
  })

  it.each([
    ['sign-in', '/login'],
    ['a reset link', '/reset-password'],
    ['the account', '/account'],
    ['the dashboard', '/dashboard'],
    ['a feed', '/rss'],
    ['a category’s feed', '/category/news/rss'],
    ['the sitemap', '/sitemap.xml'],
    ['a page of the blog’s list', '/blog/page/2'],
    ['a stored image', '/cms-api/uploads/file/cover.webp'],
  ])('from: the site’s own pages, read from its route tree: %s', async (_, from) => {
    expectRefused(await rest('POST', '/redirects', { as: await admin(), body: { from, to: custom('/blog') } }), 'from', /one of the site’s own pages/)
  })

  it('from: the address of a published document, but not of a draft nor of one that moved', async () => {
    const creator = await admin()
    const published = await createPost()
    expectRefused(
      await rest('POST', '/redirects', { as: creator, body: { from: `/blog/${published.slug}`, to: custom('/blog') } }),
      'from',
      /address of a published page/,
    )
    const draft = await createPost({ status: 'draft' })
    expect((await rest('POST', '/redirects', { as: creator, body: { from: `/blog/${draft.slug}`, to: custom('/blog') } })).status).toBe(201)
    expect((await rest('POST', '/redirects', { as: creator, body: { from: `/blog/${unique('never-was').toLowerCase()}`, to: custom('/blog') } })).status).toBe(201)
  })

  it('to: another website only once the creator has allowed it', async () => {
    const creator = await admin()
    const host = `${unique('ministry').toLowerCase()}.example`
    expectRefused(
      await rest('POST', '/redirects', { as: creator, body: { from: oldPath(), to: custom(`https://${host}/collect`) } }),
      'to.url',
      /not among the websites redirects may lead to/,
    )
    await allowHost(host)
    const res = await rest('POST', '/redirects', { as: creator, body: { from: oldPath(), to: custom(`https://${host}/collect`) } })
    expect(res.status, res.text).toBe(201)
    expect(res.json.doc.state).toBe('Working')
  })

  it('says in the list which redirects are stopped and why', async () => {
    const payload = await testPayload()
    const creator = await admin()
    const host = `${unique('gone').toLowerCase()}.example`
    // Rows the rules would refuse now, as an older version or a direct write could have left them.
    const away = await payload.db.create({ collection: 'redirects', data: { from: oldPath(), to: { type: 'custom', url: `https://${host}/` }, destination: `https://${host}/` } })
    const own = await payload.db.create({ collection: 'redirects', data: { from: '/reset-password', to: { type: 'custom', url: '/blog' }, destination: '/blog' } })
    const listed = await rest('GET', `/redirects?where[id][in]=${away.id},${own.id}&depth=0`, { as: creator })
    const states = Object.fromEntries(listed.json.docs.map((doc: { id: number; state: string }) => [doc.id, doc.state]))
    expect(states[away.id]).toMatch(new RegExp(`^Stopped: ${host.replace(/\./g, '\\.')} is not among the websites`))
    expect(states[own.id]).toBe('Stopped: /reset-password is one of the site’s own pages.')
    await payload.db.deleteMany({ collection: 'redirects', where: { id: { in: [away.id, own.id] } } })
  })

  it.each([
    ['a protocol-relative address', '//evil.example', /single \//],
    ['a backslash trick', '/\\evil.example', /single \//],
    ['a javascript: address', 'javascript:alert(document.cookie)', /Only http:\/\/ and https:\/\//],
    ['a data: address', 'data:text/html,<script>alert(1)</script>', /Only http:\/\/ and https:\/\//],
    ['credentials', 'https://user:pass@elsewhere.example/', /user name or password/],
    ['a header injection', '/blog\r\nSet-Cookie: a=b', /control characters/],
    ['a NUL byte', '/blog\u0000', /control characters/],
    ['a huge address', `https://elsewhere.example/${'x'.repeat(10_000)}`, /too long/],
    ['nothing', '', /Enter where readers should go/],
  ])('a typed destination: %s', async (_, url, message) => {
    expectRefused(await rest('POST', '/redirects', { as: await admin(), body: { from: oldPath(), to: custom(url) } }), 'to.url', message)
  })

  it.each([
    ['a document that does not exist', { relationTo: 'posts', value: 2_000_000_000 }],
    ['an id that is not one', { relationTo: 'posts', value: 'abc' }],
    ['an id beyond the integer range', { relationTo: 'posts', value: 99_999_999_999 }],
    ['a collection without pages', { relationTo: 'users', value: 1 }],
    ['nothing', null],
  ])('a reference to %s', async (_, target) => {
    const res = await rest('POST', '/redirects', { as: await admin(), body: { from: oldPath(), to: { type: 'reference', reference: target } } })
    expect(res.status, res.text).toBe(400)
    expect(fieldErrors(res.json).map((e) => e.path)).toContain('to.reference')
  })

  it('a redirect to its own address', async () => {
    const creator = await admin()
    const path = oldPath()
    expectRefused(await rest('POST', '/redirects', { as: creator, body: { from: path, to: custom(`${path.toUpperCase()}/?x=1`) } }), 'to.url', /same address/)
    const post = await createPost()
    expectRefused(
      await rest('POST', '/redirects', { as: creator, body: { from: `/blog/${post.slug}`, to: reference('posts', post.id) } }),
      'to.reference',
      /same address/,
    )
  })

  it('a circle, however long', async () => {
    const creator = await admin()
    const [a, b, c] = [oldPath(), oldPath(), oldPath()]
    expect((await rest('POST', '/redirects', { as: creator, body: { from: a, to: custom(b) } })).status).toBe(201)
    expect((await rest('POST', '/redirects', { as: creator, body: { from: b, to: custom(c) } })).status).toBe(201)
    const res = await rest('POST', '/redirects', { as: creator, body: { from: c, to: custom(a) } })
    expectRefused(res, 'to.url', /round in a circle/)
    expect(fieldErrors(res.json)[0].message).toContain(`${c} → ${a} → ${b} → ${c}`)
  })

  it('a second redirect from the same address, however it is written', async () => {
    const creator = await admin()
    const path = oldPath()
    expect((await rest('POST', '/redirects', { as: creator, body: { from: path, to: custom('/blog') } })).status).toBe(201)
    const res = await rest('POST', '/redirects', { as: creator, body: { from: `${path.toUpperCase()}/`, to: custom('/about') } })
    expect(res.status, res.text).toBe(400)
    expect(fieldErrors(res.json).map((e) => e.path)).toContain('from')
  })

  it('an edit that would make a circle', async () => {
    const creator = await admin()
    const [a, b] = [oldPath(), oldPath()]
    await rest('POST', '/redirects', { as: creator, body: { from: a, to: custom(b) } })
    const second = await rest('POST', '/redirects', { as: creator, body: { from: b, to: custom('/blog') } })
    expectRefused(await rest('PATCH', `/redirects/${second.json.doc.id}`, { as: creator, body: { to: custom(a) } }), 'to.url', /circle/)
  })
})

describe('who may touch redirects', () => {
  it('a member or a visitor can neither create nor list them', async () => {
    const member = await createUser()
    for (const [as, status] of [[member, 403], [null, 401]] as const) {
      const created = await rest('POST', '/redirects', { as, body: { from: oldPath(), to: custom('https://evil.example/') } })
      expect(created.status, created.text).toBe(status)
      const listed = await rest('GET', '/redirects', { as })
      expect(listed.status, listed.text).toBe(status)
    }
    const payload = await testPayload()
    expect((await payload.find({ collection: 'redirects', where: { destination: { equals: 'https://evil.example/' } } })).totalDocs).toBe(0)
  })

  it('an editor can', async () => {
    const editor = await createUser({ role: 'editor' })
    const res = await rest('POST', '/redirects', { as: editor, body: { from: oldPath(), to: custom('/blog') } })
    expect(res.status, res.text).toBe(201)
  })
})
