/**
 * With S3_BUCKET set, uploaded images and their sizes live in the bucket (here a loopback
 * fake), not on this instance's disk, so any instance can serve them; the file route answers
 * them with the same headers as files on disk, and deleting the document removes them.
 */
import { BUCKET, s3, stopBucketEnvironment } from './bucketEnvironment'

import { existsSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PUBLIC_FILE_CACHE_CONTROL } from '@/app/(payload)/cms-api/_rest/responsePolicy'
import * as route from '@/app/(payload)/cms-api/[...slug]/route'
import { serverUrl } from '@/lib/serverUrl'
import type { Upload } from '@/payload-types'
import { createUser, testPayload } from '../../factories'
import { createUpload, deleteUpload } from '../../factories/content'
import { rest } from '../cms/rest'

const SIZES = ['thumbnail', 'card', 'hero', 'og', 'square'] as const

/** Every file of an upload: the original and one per size. */
const filesOf = (upload: Upload) => [upload.filename!, ...SIZES.map((size) => upload.sizes![size]!.filename!)]

const keysIn = (bucket: string) => s3.objects(bucket).map((object) => object.key)

/** A stored file through Payload's file route, as a reader's request reaches it. */
const getFile = (filename: string, headers: Record<string, string> = {}) =>
  route.GET(new Request(new URL(`/cms-api/uploads/file/${encodeURIComponent(filename)}`, serverUrl()), { headers }), {
    params: Promise.resolve({ slug: ['uploads', 'file', filename] }),
  })

afterAll(stopBucketEnvironment)

describe('uploads in object storage', () => {
  let upload: Upload
  beforeAll(async () => {
    upload = await createUpload()
  })
  afterAll(async () => {
    if (upload && keysIn(BUCKET).includes(`uploads/${upload.filename}`)) await deleteUpload(upload)
  })

  it('stores the image and every size in the bucket, under the collection, and nothing on disk', () => {
    expect(keysIn(BUCKET)).toEqual(expect.arrayContaining(filesOf(upload).map((file) => `uploads/${file}`)))
    for (const file of filesOf(upload)) expect(existsSync(path.join(process.env.UPLOADS_DIR!, file)), file).toBe(false)
    // The address does not change with the storage: still Payload's file route, no query string.
    expect(upload.url).toBe(`${serverUrl()}/cms-api/uploads/file/${upload.filename}`)
    expect(upload.sizes?.card?.url).toBe(`${serverUrl()}/cms-api/uploads/file/${upload.sizes!.card!.filename}`)
  })

  it('serves the stored bytes through the file route, with the headers files on disk get', async () => {
    const res = await getFile(upload.filename!)
    expect(res.status).toBe(200)
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.equals(s3.body(BUCKET, `uploads/${upload.filename}`)!)).toBe(true)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('content-length')).toBe(String(bytes.length))
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(res.headers.get('cache-control')).toBe(PUBLIC_FILE_CACHE_CONTROL)
  })

  it('serves a resized size, and a byte range of it', async () => {
    const card = upload.sizes!.card!.filename!
    const res = await getFile(card)
    expect(res.status).toBe(200)
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.equals(s3.body(BUCKET, `uploads/${card}`)!)).toBe(true)
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 768, height: 432 })

    const partial = await getFile(card, { range: 'bytes=0-99' })
    expect(partial.status).toBe(206)
    expect(partial.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`)
    expect(Buffer.from(await partial.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true)
  })

  it('answers a file the bucket does not hold with 404', async () => {
    const res = await getFile('not-in-the-bucket.webp')
    expect(res.status).toBe(404)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    // Never kept: a missing file may be there soon (a released episode's audio is).
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('cuts the sizes again from the original in the bucket when the focal point moves', async () => {
    const thumbnail = `uploads/${upload.sizes!.thumbnail!.filename}`
    const before = s3.body(BUCKET, thumbnail)!
    // What the admin's focal-point editor sends (see tests/int/seo/focalPoint.int.spec.ts).
    const res = await rest('PATCH', `/uploads/${upload.id}?uploadEdits[focalPoint][x]=95&uploadEdits[focalPoint][y]=50`, {
      as: await createUser({ role: 'editor' }),
      body: { alt: upload.alt, focalX: upload.focalX, focalY: upload.focalY },
    })
    expect(res.status).toBe(200)
    const moved = await (await testPayload()).findByID({ collection: 'uploads', id: upload.id })
    expect(moved).toMatchObject({ focalX: 95, focalY: 50, filename: upload.filename })
    // The 4:3 thumbnail of a 16:9 picture is a crop: a new point gives new pixels, same key.
    expect(s3.body(BUCKET, thumbnail)!.equals(before)).toBe(false)
    expect(keysIn(BUCKET)).toEqual(expect.arrayContaining(filesOf(moved).map((file) => `uploads/${file}`)))
  })

  it('removes the image and its sizes from the bucket when the document is deleted', async () => {
    const other = await createUpload()
    expect(keysIn(BUCKET)).toEqual(expect.arrayContaining(filesOf(other).map((file) => `uploads/${file}`)))
    await deleteUpload(other)
    for (const file of filesOf(other)) expect(keysIn(BUCKET)).not.toContain(`uploads/${file}`)
    expect((await getFile(other.filename!)).status).toBe(404)
  })
})
