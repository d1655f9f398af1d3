/**
 * Cover images for demo content, drawn locally with sharp (nothing is downloaded): a soft
 * gradient with a few shapes, its colours derived from the item's key so each is distinct
 * and the same on every run.
 */
import { createHash } from 'node:crypto'

import sharp from 'sharp'

/** A cover's shape: wide like the pages' renditions, or square like podcast artwork. */
export type CoverShape = 'wide' | 'square'

const SHAPES: Record<CoverShape, { width: number; height: number }> = {
  wide: { width: 1600, height: 900 },
  // Podcast apps ask for 1400 to 3000 px.
  square: { width: 1400, height: 1400 },
}

const PALETTES = [
  ['#1e3a5f', '#3b82a0', '#f4d58d'],
  ['#3d2c4e', '#8e5572', '#f2c4ce'],
  ['#2f4f3a', '#6b8f71', '#e9e5c9'],
  ['#4a2f27', '#b5674d', '#f6e3c5'],
  ['#1f2a44', '#5a6fa8', '#dfe7fd'],
  ['#36454f', '#7d9d9c', '#f0ebe3'],
  ['#5b3a29', '#c08552', '#fff1db'],
]

const coverSvg = (key: string, shape: CoverShape): string => {
  const { width, height } = SHAPES[shape]
  const hash = createHash('sha256').update(key).digest()
  const [dark, mid, light] = PALETTES[hash[0] % PALETTES.length]
  const circles = Array.from({ length: 5 }, (_, i) => {
    const cx = (hash[1 + i * 3] / 255) * width
    const cy = (hash[2 + i * 3] / 255) * height
    const r = 80 + (hash[3 + i * 3] / 255) * 320
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${light}" fill-opacity="${(0.08 + (i % 3) * 0.05).toFixed(2)}"/>`
  }).join('')
  const angle = hash[20] % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${circles}
<path d="M0 ${height * 0.78} Q ${width * 0.5} ${height * (0.6 + (hash[21] / 255) * 0.2)} ${width} ${height * 0.74} V ${height} H 0 Z" fill="${light}" fill-opacity="0.18"/>
</svg>`
}

export const coverPng = (key: string, shape: CoverShape = 'wide'): Promise<Buffer> =>
  sharp(Buffer.from(coverSvg(key, shape))).png().toBuffer()
