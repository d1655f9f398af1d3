import type { Upload } from '@/payload-types'
import { absoluteUrl } from './urls'

/** The picture a link preview shows: absolute URL, size and alt text. */
export type ShareImage = { url: string; alt: string; width: number; height: number }

/** Payload prefixes file URLs with its own server URL; the site's origin is the one to publish. */
const sitePath = (url: string) => url.replace(/^https?:\/\/[^/]+/, '')

/**
 * The upload's `og` rendition (1200×630 JPEG, src/collections/uploads/collection.ts), the size and format
 * every social network accepts; an image too small for it has only its original.
 */
export const toShareImage = (upload: number | Upload | null | undefined): ShareImage | null => {
  if (!upload || typeof upload !== 'object' || !upload.url) return null
  const og = upload.sizes?.og
  if (og?.url && og.width && og.height) {
    return { url: absoluteUrl(sitePath(og.url)), alt: upload.alt, width: og.width, height: og.height }
  }
  if (!upload.width || !upload.height) return null
  return { url: absoluteUrl(sitePath(upload.url)), alt: upload.alt, width: upload.width, height: upload.height }
}
