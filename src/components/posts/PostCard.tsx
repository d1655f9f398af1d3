import Image from 'next/image'
import Link from 'next/link'

import type { Post } from '@/lib/data/posts'
import { longDate } from '@/lib/format'

export function PostCard({ post }: { post: Post }) {
  return (
    <article className="overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm">
      {post.cover && (
        <Image
          src={post.cover.url}
          alt={post.cover.alt}
          width={post.cover.width}
          height={post.cover.height}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-video w-full object-cover"
        />
      )}
      <div className="p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-amber-700">{post.category}</p>
        <h2 className="mt-1 font-serif text-lg font-bold">
          <Link href={`/blog/${post.slug}`} className="hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-sm text-stone-700">{post.summary}</p>
        <p className="mt-3 text-xs text-stone-500">
          {longDate(post.date)} · {post.readingTime} min read
        </p>
      </div>
    </article>
  )
}
