import type { Post } from '@/collections/posts/data'
import { PostCard } from './PostCard'

/** "Read next": three posts under the article (src/collections/posts/endOfArticle.ts picks them). */
export function ReadNext({ posts }: { posts: Post[] }) {
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="read-next-heading" className="mt-12">
      <h2 id="read-next-heading" className="font-serif text-2xl font-bold text-stone-900">
        Read next
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} headingLevel={3} />
        ))}
      </div>
    </section>
  )
}
