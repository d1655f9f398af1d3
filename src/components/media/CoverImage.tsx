import NextImage, { type ImageProps } from 'next/image'

import type { Image } from '@/lib/data/images'

type Props = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height'> & { image: Image }

/**
 * A stored image through next/image: its own alt text, and its real width and height so the
 * browser reserves the space before it loads (no layout shift). Callers give `sizes`.
 * A `preload`ed image is its page's largest one (the LCP element): the browser also fetches it
 * at high priority, ahead of the scripts and the images further down.
 */
export function CoverImage({ image, preload, fetchPriority, ...props }: Props) {
  return (
    <NextImage
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      preload={preload}
      fetchPriority={fetchPriority ?? (preload ? 'high' : undefined)}
      {...props}
    />
  )
}
