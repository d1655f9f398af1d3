import { CoverImage } from '@/components/media/CoverImage'
import type { Writer } from '@/collections/authors/data'

/**
 * A writer's photo, round, at `size` CSS px. Given that display size and no `sizes`, next/image
 * offers two files by pixel density rather than every configured width. Decorative: the writer's
 * name is always beside it.
 */
export function WriterPhoto({ writer, size }: { writer: Writer; size: number }) {
  if (!writer.photo) return null
  return <CoverImage image={{ ...writer.photo, alt: '', width: size, height: size }} className="shrink-0 rounded-full bg-stone-200 object-cover" style={{ width: size, height: size }} />
}
