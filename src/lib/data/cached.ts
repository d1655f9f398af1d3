/**
 * The public reads behind the JSON API, kept in Next's data cache. Every content change
 * expires them at once (src/lib/cache/revalidate.ts expires CONTENT_TAG with the page
 * cache); view counts, which change without a publish, are at most a minute old.
 * Outside Next (tests, scripts) there is no data cache and the plain functions run.
 */
import { unstable_cache } from 'next/cache'

import { CONTENT_TAG } from '@/lib/cache/tags'
import * as books from './books'
import * as categories from './categories'
import * as lyrics from './lyricsAnalyses'
import * as music from './musicAnalyses'
import * as organizations from './organizations'
import * as posts from './posts'
import * as search from './search'
import * as site from './site'

const cached = <A extends unknown[], R>(key: string, fn: (...args: A) => Promise<R>): ((...args: A) => Promise<R>) =>
  process.env.NEXT_RUNTIME ? unstable_cache(fn, [key], { tags: [CONTENT_TAG], revalidate: 60 }) : fn

export const listPosts = cached('posts.list', posts.listPosts)
export const listPostsInCategory = cached('posts.inCategory', posts.listPostsInCategory)
export const getFeaturedPosts = cached('posts.featured', posts.getFeaturedPosts)
export const getLatestPosts = cached('posts.latest', posts.getLatestPosts)
export const getPopularPosts = cached('posts.popular', posts.getPopularPosts)
export const getPostBySlug = cached('posts.bySlug', posts.getPostBySlug)
export const listCategories = cached('categories.list', categories.listCategories)
export const getCategoryBySlug = cached('categories.bySlug', categories.getCategoryBySlug)
export const listLyricsAnalyses = cached('lyrics.list', lyrics.listLyricsAnalyses)
export const getLatestLyricsAnalysis = cached('lyrics.latest', lyrics.getLatestLyricsAnalysis)
export const getBookOfTheMonth = cached('books.ofTheMonth', books.getBookOfTheMonth)
export const listPreviousBooks = cached('books.previous', books.listPreviousBooks)
export const listOrganizations = cached('organizations.list', organizations.listOrganizations)
export const listOrganizationCategories = cached('organizations.categories', organizations.listOrganizationCategories)
export const listOrganizationTags = cached('organizations.tags', organizations.listOrganizationTags)
export const getOrganizationBySlug = cached('organizations.bySlug', organizations.getOrganizationBySlug)
export const listMusicAnalyses = cached('music.list', music.listMusicAnalyses)
export const listMusicAnalysesByVerdict = cached('music.byVerdict', music.listMusicAnalysesByVerdict)
export const listMusicAnalysesByGenre = cached('music.byGenre', music.listMusicAnalysesByGenre)
export const listMusicGenres = cached('music.genres', music.listMusicGenres)
export const getMusicAnalysisBySlug = cached('music.bySlug', music.getMusicAnalysisBySlug)
export const searchContent = cached('search', search.searchContent)
export const getFeatures = cached('site.features', site.getFeatures)
