import NextImage, { type ImageProps } from 'next/image'

import type { Image } from '@/lib/data/images'

type Props = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height'> & { image: Image }

/**
 * A stored image through next/image: its own alt text, and its real width and height so the
 * browser reserves the space before it loads (no layout shift). Callers give `sizes`.
 */
export function CoverImage({ image, ...props }: Props) {
  return <NextImage src={image.url} alt={image.alt} width={image.width} height={image.height} {...props} />
}
