/**
 * /cms-api reads no body over its limit (413 `{message}`), whether the size is declared or the
 * body streams in chunks: 20 MB for an admin's image upload, 2 MB for everything else, which
 * is still far above a long post saved from the admin panel.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { slugify } from '@/fields/slug'
import { lexicalFromBlocks } from '@/seed/lexical'
import { createCategory, createUser, testPayload, unique } from '../../factories'
import { rest } from './rest'

const MB = 1024 * 1024

/** `size` bytes in chunks, with no Content-Length: what a chunked upload looks like. */
const chunked = (size: number, chunk = 64 * 1024) => {
  let sent = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close()
      const n = Math.min(chunk, size - sent)
      sent += n
      controller.enqueue(new Uint8Array(n).fill(0x20))
    },
  })
}

const expectTooLarge = (res: { status: number; json: unknown }, limit: string) => {
  expect(res.status).toBe(413)
  expect(res.json).toEqual({ message: `The request body is too large (${limit} at most).` })
}

/** An image of about `bytes` (random noise does not compress). */
const noisyPng = async (bytes: number) => {
  const side = Math.ceil(Math.sqrt(bytes / 3))
  const raw = Buffer.alloc(side * side * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer()
}

const imageForm = (png: Buffer, name: string) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ alt: 'A test image' }))
  return form
}

describe('the 2 MB limit', () => {
  it('refuses a declared body over 2 MB before reading it (the sign-in route too)', async () => {
    const body = JSON.stringify({ email: 'someone@example.test', password: 'x'.repeat(3 * MB) })
    expectTooLarge(await rest('POST', '/users/login', { body }), '2 MB')
  })

  it('counts a chunked body that declares no length', async () => {
    const res = await rest('POST', '/users/login', { body: chunked(3 * MB), headers: { 'content-type': 'application/json' } })
    expectTooLarge(res, '2 MB')
  })

  it('lets a long post through: 1.5 MB of text saved by the creator', async () => {
    const admin = await createUser({ role: 'admin' })
    const category = await createCategory()
    const title = unique('A very long post')
    const paragraphs = Array.from({ length: 300 }, (_, i) => `Paragraph ${i}: ${'grace and truth '.repeat(300)}`)
    const body = JSON.stringify({
      title,
      slug: slugify(title),
      summary: 'Long.',
      category: category.id,
      content: lexicalFromBlocks(paragraphs),
      _status: 'published',
    })
    expect(body.length).toBeGreaterThan(1.4 * MB)
    const res = await rest('POST', '/posts', { as: admin, body, headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(201)
  })
})

describe('the 20 MB limit for images', () => {
  it('lets the creator upload an image over 2 MB', async () => {
    const admin = await createUser({ role: 'admin' })
    const png = await noisyPng(3 * MB)
    expect(png.length).toBeGreaterThan(2 * MB)
    const res = await rest('POST', '/uploads', { as: admin, body: imageForm(png, `${unique('big')}.png`) })
    expect(res.status).toBe(201)
    await (await testPayload()).delete({ collection: 'uploads', id: res.json.doc.id })
  })

  it('refuses the creator an upload over 20 MB, declared or chunked', async () => {
    const admin = await createUser({ role: 'admin' })
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' }
    expectTooLarge(await rest('POST', '/uploads', { as: admin, body: new Uint8Array(21 * MB), headers: multipart }), '20 MB')
    expectTooLarge(await rest('POST', '/uploads', { as: admin, body: chunked(21 * MB, 1 * MB), headers: multipart }), '20 MB')
  })

  it('keeps editors at 2 MB, since only the creator may upload, and refuses others before reading', async () => {
    const [member, editor] = await Promise.all([createUser(), createUser({ role: 'editor' })])
    const png = await noisyPng(3 * MB)
    expectTooLarge(await rest('POST', '/uploads', { as: editor, body: imageForm(png, 'x.png') }), '2 MB')
    expect((await rest('POST', '/uploads', { body: imageForm(png, 'x.png') })).status).toBe(401)
    expect((await rest('POST', '/uploads', { as: member, body: imageForm(png, 'x.png') })).status).toBe(403)
  })
})
