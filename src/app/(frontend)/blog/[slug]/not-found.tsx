import Link from 'next/link'

import { primaryButtonClass } from '@/components/forms/styles'

/** An unknown or unpublished post (HTTP 404). */
export default function PostNotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-serif text-3xl font-bold text-stone-900">Post not found</h1>
      <p className="mt-4 text-stone-700">The article you are looking for does not exist or is no longer published.</p>
      <Link href="/blog" className={`mt-8 ${primaryButtonClass}`}>
        Back to the blog
      </Link>
    </div>
  )
}
