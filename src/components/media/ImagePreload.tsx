'use client'

import { preload } from 'react-dom'

type Props = { src: string; srcSet?: string; sizes?: string }

/**
 * Asks for a page's largest picture early and at high priority (a <link rel="preload"> in the
 * page's head). A client component, as next/image's own is: a preload made by a server
 * component also travels in the page's data, so each link prefetched to the page would fetch
 * its picture, on whatever page the reader is reading. Rendered in the browser, it runs only
 * for the page shown.
 */
export function ImagePreload({ src, srcSet, sizes }: Props) {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' })
  return null
}
