/**
 * Crops follow the creator's focal point. Every image size in src/collections/uploads/collection.ts has
 * another shape than a wide picture, so each is a crop; `position: 'centre'` there is only what
 * Payload uses when an image has no focal point (3.90 crops around the focal point whenever one
 * is set, and sets 50 %/50 % on every new upload).
 */
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import type { Upload } from '@/payload-types'
import { sessionCookie } from '../../api'
import { createUser, testPayload, unique } from '../../factories'
import { rest } from '../cms/rest'

const WIDTH = 1600
const HEIGHT = 600
const STRIPE = 120 // 7.5 % of the width: outside every centred crop of this picture
const GREEN = { r: 0, g: 200, b: 0 }
const RED = { r: 220, g: 0, b: 0 }
const BLUE = { r: 0, g: 0, b: 200 }

/** A wide picture: blue, with a green stripe down its left edge and a red one down its right. */
const stripedPicture = () =>
  sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: BLUE } })
    .composite([
      { input: { create: { width: STRIPE, height: HEIGHT, channels: 3, background: GREEN } }, left: 0, top: 0 },
      { input: { create: { width: STRIPE, height: HEIGHT, channels: 3, background: RED } }, left: WIDTH - STRIPE, top: 0 },
    ])
    .png()
    .toBuffer()

const created: Upload[] = []
afterAll(async () => {
  const payload = await testPayload()
  await Promise.all(created.map((upload) => payload.delete({ collection: 'uploads', id: upload.id })))
})

const upload = async (focal?: { focalX: number; focalY: number }) => {
  const payload = await testPayload()
  const data = await stripedPicture()
  const name = `${unique('focal')}.png`
  const doc = await payload.create({
    collection: 'uploads',
    data: { alt: 'Blue with a green left edge and a red right edge', ...focal },
    file: { data, mimetype: 'image/png', name, size: data.length },
  })
  created.push(doc)
  return doc
}

const SIZES = ['thumbnail', 'card', 'hero', 'og', 'square'] as const

/** The colour at the middle of the left or right edge of a rendition. */
const edge = async (doc: Upload, size: (typeof SIZES)[number], side: 'left' | 'right') => {
  const rendition = doc.sizes?.[size]
  expect(rendition?.filename, `${size} exists`).toBeTruthy()
  const file = path.join(process.env.UPLOADS_DIR!, rendition!.filename!)
  const x = side === 'left' ? 2 : rendition!.width! - 3
  const { data } = await sharp(file).extract({ left: x, top: Math.floor(rendition!.height! / 2), width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true })
  const [r, g, b] = data
  return g > 150 && r < 60 ? 'green' : r > 150 && g < 60 ? 'red' : b > 150 ? 'blue' : `rgb(${r},${g},${b})`
}

describe('image sizes', () => {
  it('keep the left of a picture whose focal point is far left', async () => {
    const doc = await upload({ focalX: 5, focalY: 50 })
    expect(doc).toMatchObject({ focalX: 5, focalY: 50 })
    for (const size of SIZES) {
      expect(await edge(doc, size, 'left'), size).toBe('green')
      expect(await edge(doc, size, 'right'), size).toBe('blue')
    }
  })

  it('keep the right of a picture whose focal point is far right', async () => {
    const doc = await upload({ focalX: 95, focalY: 50 })
    for (const size of SIZES) {
      expect(await edge(doc, size, 'right'), size).toBe('red')
      expect(await edge(doc, size, 'left'), size).toBe('blue')
    }
  })

  it('keep the middle of a picture with no focal point chosen', async () => {
    const doc = await upload()
    expect(doc).toMatchObject({ focalX: 50, focalY: 50 })
    for (const size of SIZES) {
      expect(await edge(doc, size, 'left'), size).toBe('blue')
      expect(await edge(doc, size, 'right'), size).toBe('blue')
    }
  })

  it('follow a focal point the creator moves later in the admin', async () => {
    const doc = await upload()
    const cookie = await sessionCookie(await createUser({ role: 'editor' }))
    // What the admin's focal-point editor sends: the new point as `uploadEdits` beside the form's
    // data, which still holds the old one (a Local API update of focalX/focalY alone keeps the crops).
    const res = await rest('PATCH', `/uploads/${doc.id}?uploadEdits[focalPoint][x]=95&uploadEdits[focalPoint][y]=50`, {
      headers: { cookie },
      body: { alt: doc.alt, focalX: doc.focalX, focalY: doc.focalY },
    })
    expect(res.status).toBe(200)
    const moved = await (await testPayload()).findByID({ collection: 'uploads', id: doc.id })
    expect(moved).toMatchObject({ focalX: 95, focalY: 50 })
    for (const size of SIZES) expect(await edge(moved, size, 'right'), size).toBe('red')
  })
})
