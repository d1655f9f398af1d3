import { getImageProps, type ImageProps } from 'next/image'

import type { Image } from '@/lib/data/images'
import { ImagePreload } from './ImagePreload'

type Props = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height'> & { image: Image }

/**
 * A stored image, sized and converted by Next's image optimizer: its own alt text, and its real
 * width and height so the browser reserves the space before it loads (no layout shift). Callers
 * give `sizes`. A `preload`ed image is its page's largest one (the LCP element): the browser also
 * fetches it at high priority, ahead of the scripts and the images further down.
 *
 * Rendered as the <img> next/image's getImageProps describes, the same element <Image> renders,
 * because <Image> is a client component: every page with a picture would load its script (about
 * 5 KB compressed) for behaviour these images do not use (blur placeholders, load callbacks).
 * Its one other trick, showing the alt text of a picture that failed to load, comes from leaving
 * out the transparent text colour <Image> sets until then.
 *
 * The <picture> around it (`contents`: no box of its own) keeps React from preloading the image
 * by itself: it does so for an eager <img> of a server component in the page's data too, so
 * every link prefetched to a page would fetch its pictures. The one preload a page wants is
 * ImagePreload's, made in the browser for the page shown, as <Image> makes it.
 */
export function CoverImage({ image, preload, fetchPriority, style, ...props }: Props) {
  const priority = fetchPriority ?? (preload ? 'high' : undefined)
  const {
    props: { style: imageStyle, ...attributes },
  } = getImageProps({ src: image.url, alt: image.alt, width: image.width, height: image.height, preload, fetchPriority: priority, style, ...props })
  const { color: _transparent, ...shownStyle } = imageStyle ?? {}
  return (
    <>
      {preload && <ImagePreload src={attributes.src} srcSet={attributes.srcSet} sizes={attributes.sizes} />}
      <picture className="contents">
        <img {...attributes} alt={image.alt} style={shownStyle} />
      </picture>
    </>
  )
}
