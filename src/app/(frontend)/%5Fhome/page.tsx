import type { Metadata } from 'next'
import { Suspense } from 'react'

import { CompactVerse } from '@/components/home/CompactVerse'
import { FeaturedPostHero } from '@/components/home/FeaturedPostHero'
import { LatestLyricsAnalysis } from '@/components/home/LatestLyricsAnalysis'
import { NewsletterNotice } from '@/components/newsletter/NewsletterNotice'
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup'
import { Pagination } from '@/components/pagination/Pagination'
import { PostGrid } from '@/components/posts/PostGrid'
import { WithSidebar } from '@/components/sidebar/WithSidebar'
import { getLatestLyricsAnalysis } from '@/collections/lyrics-analyses/data'
import { getFeaturedPost, listPosts } from '@/collections/posts/data'
import { getVerseOfTheDay } from '@/collections/verses/data'
import { getFeatures, getSiteInfo } from '@/lib/data/site'
import { payloadClient } from '@/lib/payload'
import { listMetadata } from '@/lib/seo/metadata'

// The sidebar's verse of the day and view counts change without a publish (see Sidebar.tsx).
export const revalidate = 300

export const generateMetadata = async (): Promise<Metadata> => listMetadata(await payloadClient(), { basePath: '/' })

/**
 * The home page: the featured hero, the first page of the latest articles (without the hero)
 * with the blog's real pagination, the latest lyrics analysis, the sidebar and the newsletter
 * sign-up. On phones the verse of the day and the sign-up come early (see below).
 */
export default async function HomePage() {
  const payload = await payloadClient()
  const [site, features, featured, latest, verse] = await Promise.all([
    getSiteInfo(payload),
    getFeatures(payload),
    getFeaturedPost(payload),
    listPosts(payload, 1),
    getVerseOfTheDay(payload),
  ])
  const lyrics = features.lyricsAnalysis ? await getLatestLyricsAnalysis(payload) : null
  // The hero is not shown twice: the grid leaves it out (it stays on /blog's first page). The
  // pagination is the blog's own, so page 2 still follows on from the ninth post.
  const cards = latest.items.filter((post) => post.slug !== featured?.slug)
  // On phones the sidebar and the foot of the page come after every card: the verse shows under
  // the hero and the newsletter sign-up after the first card instead (each hidden in its usual
  // place at those widths, so it is on the page, and read, once).
  const newsletterAmongCards = cards.length > 0

  return (
    <>
      <h1 className="sr-only">
        {site.title}
        {site.description && `: ${site.description}`}
      </h1>
      <Suspense fallback={null}>
        <NewsletterNotice />
      </Suspense>
      {featured && (
        <div className="mb-8 lg:mb-12">
          <FeaturedPostHero post={featured} />
        </div>
      )}
      {verse && <CompactVerse verse={verse} />}
      <WithSidebar verseAbove={verse !== null}>
        <section aria-labelledby="latest-title">
          <h2 id="latest-title" className="font-serif text-3xl font-bold text-stone-900">
            Latest Articles
          </h2>
          <div className="mt-6">
            <PostGrid
              posts={cards}
              headingLevel={3}
              preloadFirst={!featured?.cover}
              interlude={newsletterAmongCards ? { after: 1, content: <NewsletterSignup headingLevel={3} /> } : undefined}
            />
          </div>
          <Pagination basePath="/blog" currentPage={1} totalPages={latest.totalPages} label="Latest articles pages" />
        </section>
        {lyrics && <LatestLyricsAnalysis analysis={lyrics} />}
      </WithSidebar>
      <div className={newsletterAmongCards ? 'mt-12 hidden sm:block' : 'mt-12'}>
        <NewsletterSignup />
      </div>
    </>
  )
}
