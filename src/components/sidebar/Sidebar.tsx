import { getBookOfTheMonth } from '@/collections/books/data'
import { listCategories } from '@/collections/categories/data'
import { getPopularPosts } from '@/collections/posts/data'
import { getFeatures } from '@/lib/data/site'
import { payloadClient } from '@/lib/payload'
import { getVerseOfTheDay } from '@/collections/verses/data'
import { SearchForm } from '@/components/search/SearchForm'
import { BookOfTheMonth } from './BookOfTheMonth'
import { CategoryList } from './CategoryList'
import { PopularPosts } from './PopularPosts'
import { SidebarSection } from './SidebarSection'
import { VerseOfTheDay } from './VerseOfTheDay'

/**
 * The sidebar of the home, blog list and category pages. Rendered on the server with
 * the page; the verse changes at midnight and view counts change without a publish, so the
 * pages that show it also regenerate every 5 minutes (`export const revalidate = 300`), on top
 * of the on-demand refresh every publish triggers. With `verseAbove` its verse shows from the
 * desktop width only (the page shows it above its column below that: src/components/home/CompactVerse.tsx).
 */
export async function Sidebar({ verseAbove = false }: { verseAbove?: boolean }) {
  const payload = await payloadClient()
  const [features, verse, categories, book, popular] = await Promise.all([
    getFeatures(payload),
    getVerseOfTheDay(payload),
    listCategories(payload),
    getBookOfTheMonth(payload),
    getPopularPosts(payload),
  ])
  return (
    <aside aria-label="Sidebar" className="space-y-6">
      {features.search && (
        <SidebarSection title="Search">
          <SearchForm label="Search articles" placeholder="Search articles..." layout="compact" />
        </SidebarSection>
      )}
      {verse &&
        (verseAbove ? (
          <div className="hidden lg:block">
            <VerseOfTheDay verse={verse} />
          </div>
        ) : (
          <VerseOfTheDay verse={verse} />
        ))}
      <CategoryList categories={categories} />
      {features.readingClub && book && <BookOfTheMonth book={book} />}
      <PopularPosts posts={popular} />
    </aside>
  )
}
