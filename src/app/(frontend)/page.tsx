import { PostCard } from '@/components/posts/PostCard'
import { listPosts } from '@/lib/data/posts'

// Until on-demand revalidation lands, read fresh content on every request.
export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const { items } = await listPosts({ page: 1 })
  return (
    <section aria-labelledby="latest">
      <h1 id="latest" className="font-serif text-3xl font-bold">
        Latest articles
      </h1>
      {items.length === 0 ? (
        <p className="mt-6 text-stone-600">No posts found</p>
      ) : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
    </section>
  )
}
