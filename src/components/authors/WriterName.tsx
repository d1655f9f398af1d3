import Link from 'next/link'

import { focusRing } from '@/components/forms/styles'
import { getPostWriter } from '@/collections/authors/data'
import type { PostDetail } from '@/collections/posts/data'
import { addressOf } from '@/collections/addresses'
import { payloadClient } from '@/lib/payload'

/** "By {name}" under a post's title, linking to the writer's page; nothing when no writer has a profile. */
export async function WriterName({ post, className = '' }: { post: PostDetail; className?: string }) {
  const writer = await getPostWriter(await payloadClient(), post.authorSlug)
  if (!writer) return null
  return (
    <p className={`text-sm text-stone-700 ${className}`}>
      By{' '}
      <Link href={addressOf('authors', writer.slug)} className={`font-semibold text-stone-900 underline decoration-stone-400 underline-offset-2 hover:decoration-amber-700 ${focusRing}`}>
        {writer.name}
      </Link>
    </p>
  )
}
