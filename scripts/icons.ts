/**
 * Draws the site's icons from its one piece of artwork, src/app/icon.svg (an open book under a
 * cross, on the site's amber): the favicon (16 and 32 px in one .ico), the Apple touch icon
 * (180 px) and the 192 and 512 px icons of the web manifest. Next serves each file in src/app
 * at its own address and links them from every page (its metadata file conventions).
 * The results are committed; run this again after changing the artwork:
 *   node --import tsx scripts/icons.ts
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/app')
const svg = readFileSync(path.join(app, 'icon.svg'))

// iOS rounds the touch icon's corners itself and paints transparent ones black: a full square.
const square = Buffer.from(svg.toString().replace('rx="14"', 'rx="0"'))

const png = (size: number, artwork = svg) =>
  sharp(artwork, { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer()

/** An .ico holding PNG images (read by every browser since IE 11): a header, a directory, the data. */
const ico = (images: { size: number; data: Buffer }[]) => {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size % 256, 0) // width (0 means 256)
    entry.writeUInt8(size % 256, 1) // height
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)])
}

const sizes = [16, 32]
writeFileSync(path.join(app, 'favicon.ico'), ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })))))
writeFileSync(path.join(app, 'apple-icon.png'), await png(180, square))
writeFileSync(path.join(app, 'icon1.png'), await png(192))
writeFileSync(path.join(app, 'icon2.png'), await png(512))
console.log('Wrote favicon.ico, apple-icon.png, icon1.png (192 px) and icon2.png (512 px) in src/app')
