import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { getPostBySlug } from '@/lib/data/posts'
import { longDate } from '@/lib/format'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const post = await getPostBySlug((await params).slug)
  return post ? { title: post.title, description: post.summary } : { title: 'Post not found' }
}

export default async function PostPage({ params }: Props) {
  const post = await getPostBySlug((await params).slug)
  if (!post) notFound()
  return (
    <article className="mx-auto max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">{post.category}</p>
      <h1 className="mt-2 font-serif text-4xl font-bold">{post.title}</h1>
      <p className="mt-3 text-sm text-stone-600">
        <time dateTime={post.date}>{longDate(post.date)}</time> · {post.readingTime} min read
      </p>
      {post.cover && (
        <Image
          src={post.cover.url}
          alt={post.cover.alt}
          width={post.cover.width}
          height={post.cover.height}
          priority
          sizes="(min-width: 768px) 768px, 100vw"
          className="mt-6 w-full rounded-lg"
        />
      )}
      <div className="prose-content mt-8 text-lg leading-relaxed" dangerouslySetInnerHTML={{ __html: post.content }} />
      {post.tags.length > 0 && (
        <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-stone-200 px-3 py-1 text-sm">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-10">
        <Link href="/" className="text-blue-800 underline">
          Back to the blog
        </Link>
      </p>
    </article>
  )
}
