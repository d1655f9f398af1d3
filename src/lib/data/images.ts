import type { Upload } from '@/payload-types'

export type Image = { url: string; alt: string; width: number; height: number }

type SizeName = keyof NonNullable<Upload['sizes']>

/** A populated upload as the pages need it; `size` picks a sharp-generated rendition. */
/** Payload prefixes file URLs with the server URL; the site serves them from its own origin. */
const sitePath = (url: string) => url.replace(/^https?:\/\/[^/]+/, '')

export const toImage = (upload: number | Upload | null | undefined, size?: SizeName): Image | null => {
  if (!upload || typeof upload !== 'object' || !upload.url) return null
  const sized = size ? upload.sizes?.[size] : undefined
  if (sized?.url && sized.width && sized.height) {
    return { url: sitePath(sized.url), alt: upload.alt, width: sized.width, height: sized.height }
  }
  return { url: sitePath(upload.url), alt: upload.alt, width: upload.width ?? 1600, height: upload.height ?? 900 }
}
