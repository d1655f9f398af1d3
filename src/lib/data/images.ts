import type { Upload } from '@/payload-types'

export type Image = { url: string; alt: string; width: number; height: number }

type SizeName = keyof NonNullable<Upload['sizes']>

/**
 * The one mapping from a place that shows an image to the sharp rendition it gets (sizes are
 * defined in src/collections/uploads/collection.ts). Cards and list items are at most ~400 CSS px wide,
 * so 768 px covers 2x screens; a detail page or the home hero spans the column, hence 1600 px.
 */
const IMAGE_SIZE = {
  card: 'card',
  detail: 'hero',
  // A writer's photo is shown small and square; every upload has a square rendition.
  profile: 'square',
} as const satisfies Record<string, SizeName>

export type ImageUse = keyof typeof IMAGE_SIZE

/**
 * What `toImage` reads from a populated upload: pass as `populate: { uploads: imageFields }`
 * so a query does not load the rest of the upload document.
 */
export const imageFields = { alt: true, url: true, filename: true, width: true, height: true, sizes: true } as const

/** Payload prefixes file URLs with the server URL; the site serves them from its own origin. */
const sitePath = (url: string) => url.replace(/^https?:\/\/[^/]+/, '')

/** A populated upload as the pages need it, in the rendition chosen for `use`. */
export const toImage = (upload: number | Upload | null | undefined, use: ImageUse = 'card'): Image | null => {
  if (!upload || typeof upload !== 'object' || !upload.url) return null
  const sized = upload.sizes?.[IMAGE_SIZE[use]]
  if (sized?.url && sized.width && sized.height) {
    return { url: sitePath(sized.url), alt: upload.alt, width: sized.width, height: sized.height }
  }
  // Images smaller than a rendition get none from sharp: the original is used as is.
  return { url: sitePath(upload.url), alt: upload.alt, width: upload.width ?? 1600, height: upload.height ?? 900 }
}

/** The URL string the API's `coverImage` / `thumbnail` fields carry, or null. */
export const imageUrl = (upload: number | Upload | null | undefined, use: ImageUse = 'card'): string | null =>
  toImage(upload, use)?.url ?? null
