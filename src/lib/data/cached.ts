/**
 * The public reads behind the JSON API, kept in Next's data cache. Every content change
 * expires them at once (src/lib/cache/revalidate.ts expires CONTENT_TAG with the page
 * cache); view counts, which change without a publish, are at most a minute old.
 * Outside Next (tests, scripts) there is no data cache and the plain functions run.
 */
import { LRUCache } from 'lru-cache'
import { unstable_cache } from 'next/cache'

import { onContentChange } from '@/lib/cache/revalidate'
import { CONTENT_TAG } from '@/lib/cache/tags'
import * as books from './books'
import * as categories from './categories'
import * as lyrics from './lyricsAnalyses'
import * as music from './musicAnalyses'
import * as organizations from './organizations'
import * as posts from './posts'
import * as search from './search'
import * as site from './site'

/** Thrown inside the cache to hand a result back without storing it. */
class NotKept<R> {
  constructor(readonly result: R) {}
}

/**
 * `fn` in the data cache, for the results `keep` accepts. The cache holds one entry per
 * argument list, and arguments come from the address (slugs, genres, page numbers): only
 * answers about content that exists are kept, so a made-up slug or page number costs one
 * query and leaves nothing behind, and the cache stays as large as the content.
 */
const cached = <A extends unknown[], R>(
  key: string,
  fn: (...args: A) => Promise<R>,
  keep: (result: R) => boolean = () => true,
): ((...args: A) => Promise<R>) => {
  if (!process.env.NEXT_RUNTIME) return fn
  const store = unstable_cache(
    async (...args: A) => {
      const result = await fn(...args)
      if (!keep(result)) throw new NotKept(result)
      return result
    },
    [key],
    { tags: [CONTENT_TAG], revalidate: 60 },
  )
  return async (...args: A) => {
    try {
      return await store(...args)
    } catch (error) {
      if (error instanceof NotKept) return error.result as R
      throw error
    }
  }
}

const found = (result: unknown) => result !== null && result !== undefined
/** A page of a list that exists (page 1 always does, even when empty). */
const existingPage = (result: { currentPage: number; totalPages: number }) => result.currentPage <= Math.max(1, result.totalPages)
/** A filtered list with something in it (filters come from the address). */
const nonEmptyPage = (result: { items: unknown[]; currentPage: number; totalPages: number }) =>
  result.items.length > 0 && existingPage(result)

export const listPosts = cached('posts.list', posts.listPosts, existingPage)
export const listPostsInCategory = cached('posts.inCategory', posts.listPostsInCategory, existingPage)
export const getFeaturedPosts = cached('posts.featured', posts.getFeaturedPosts)
export const getLatestPosts = cached('posts.latest', posts.getLatestPosts)
export const getPopularPosts = cached('posts.popular', posts.getPopularPosts)
export const getPostBySlug = cached('posts.bySlug', posts.getPostBySlug, found)
export const listCategories = cached('categories.list', categories.listCategories)
export const getCategoryBySlug = cached('categories.bySlug', categories.getCategoryBySlug, found)
export const listLyricsAnalyses = cached('lyrics.list', lyrics.listLyricsAnalyses, existingPage)
export const getLatestLyricsAnalysis = cached('lyrics.latest', lyrics.getLatestLyricsAnalysis)
export const getBookOfTheMonth = cached('books.ofTheMonth', books.getBookOfTheMonth)
export const listPreviousBooks = cached('books.previous', books.listPreviousBooks)
export const listOrganizations = cached('organizations.list', organizations.listOrganizations)
export const listOrganizationCategories = cached('organizations.categories', organizations.listOrganizationCategories)
export const listOrganizationTags = cached('organizations.tags', organizations.listOrganizationTags)
export const getOrganizationBySlug = cached('organizations.bySlug', organizations.getOrganizationBySlug, found)
export const listMusicAnalyses = cached('music.list', music.listMusicAnalyses, existingPage)
export const listMusicAnalysesByVerdict = cached('music.byVerdict', music.listMusicAnalysesByVerdict, nonEmptyPage)
export const listMusicAnalysesByGenre = cached('music.byGenre', music.listMusicAnalysesByGenre, nonEmptyPage)
export const listMusicGenres = cached('music.genres', music.listMusicGenres)
export const getMusicAnalysisBySlug = cached('music.bySlug', music.getMusicAnalysisBySlug, found)
export const getFeatures = cached('site.features', site.getFeatures)

type SearchAnswer = Awaited<ReturnType<typeof search.searchContent>>
/**
 * Search answers in this process's memory, not in the data cache: queries are whatever visitors
 * type, and each would be a file of its own there. At most 500 answers, each for a minute, all
 * dropped when content changes; a popular query still costs one database round trip a minute.
 */
const searches = new LRUCache<string, SearchAnswer>({ max: 500, ttl: 60_000 })
onContentChange(() => searches.clear())

export const searchContent = async (query: string, page = 1): Promise<SearchAnswer> => {
  if (!process.env.NEXT_RUNTIME) return search.searchContent(query, page)
  const key = `${page} ${query}`
  const hit = searches.get(key)
  if (hit) return hit
  const answer = await search.searchContent(query, page)
  searches.set(key, answer)
  return answer
}
