/**
 * Posts as readers and the API see them. Pages and /api routes both read
 * through these functions; nothing else queries the posts collection for the public.
 */
import type { Payload, Where } from 'payload'

import { POSTS_PER_PAGE } from '@/lib/constants'
import { latestVersionsFor, type FindBySlug } from '@/lib/preview/drafts'
import type { Post as PostDoc, User } from '@/payload-types'
import { cachedRead, existingPage, found } from '@/lib/data/cache'
import { imageFields, type Image, type ImageUse } from '@/lib/data/images'
import { toPaged, type Paged } from '@/lib/data/paged'
import { cardFields, findPublishedBySlug, newestFirst, published } from '@/lib/data/published'
import { richTextToHtml } from '@/lib/data/richText'
import { findSlugRef, type SlugRef } from '@/lib/data/taxonomy'

export type { Paged } from '@/lib/data/paged'

export type Post = {
  id: number
  slug: string
  title: string
  summary: string
  /** URL of the cover rendition; `cover` adds its alt text and size for pages. */
  coverImage: string | null
  cover: Image | null
  category: string
  categorySlug: string
  date: string
  readingTime: number
  views: number
  tags: string[]
}

/** A tag with the slug of its page (`/tag/{slug}`); `tags` keeps the API's plain names. */
export type TagLink = { name: string; slug: string }

/** `authorSlug`: the writer the post names, or null when the site's own writer signs it (src/collections/authors/data.ts). */
export type PostDetail = Post & { content: string; tagLinks: TagLink[]; authorSlug: string | null }

/** How many posts the short lists hold (home hero, sidebar blocks). */
export const LATEST_POSTS = 3
export const POPULAR_POSTS = 5

// Lists never load the rich text, the heaviest column; related docs bring only what toPost reads.
export const postListFields = {
  title: true,
  summary: true,
  coverImage: true,
  slug: true,
  publishedAt: true,
  category: true,
  tags: true,
  readingTime: true,
  views: true,
  createdAt: true,
} as const

export const postPopulate = { categories: { name: true, slug: true }, tags: { name: true }, uploads: imageFields } as const

type ListedPost = Pick<PostDoc, 'id' | keyof typeof postListFields>

export const toPost = (doc: ListedPost, imageUse: ImageUse = 'card'): Post => {
  const category = typeof doc.category === 'object' ? doc.category : null
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    summary: doc.summary,
    ...cardFields(doc, imageUse),
    category: category?.name ?? '',
    categorySlug: category?.slug ?? '',
    readingTime: doc.readingTime ?? 1,
    views: doc.views ?? 0,
    tags: (doc.tags ?? []).flatMap((t) => (typeof t === 'object' && t ? [t.name] : [])),
  }
}

const findPosts = async (payload: Payload, where: Where, options: { sort: string[]; limit: number }) =>
  payload.find({
    collection: 'posts',
    where: { and: [published, where] },
    select: postListFields,
    populate: postPopulate,
    depth: 1,
    pagination: false,
    overrideAccess: false,
    ...options,
  })

/**
 * One page of posts in two steps. Payload's single query builds the tag list of every row it
 * skips on the way to a deep page (a lateral join evaluated before OFFSET): 40+ ms for page
 * 500 of 10,000 posts. Finding the page's ids with a bare query first, then loading only
 * those posts, keeps a deep page as fast as the first.
 */
const findPostsPage = async (payload: Payload, where: Where, page: number) => {
  const ids = await payload.find({
    collection: 'posts',
    where: { and: [published, where] },
    select: { publishedAt: true },
    sort: newestFirst,
    page,
    limit: POSTS_PER_PAGE,
    depth: 0,
    overrideAccess: false,
  })
  if (ids.docs.length === 0) return { ...ids, docs: [] }
  const { docs } = await findPosts(payload, { id: { in: ids.docs.map((doc) => doc.id) } }, { sort: newestFirst, limit: POSTS_PER_PAGE })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return { ...ids, docs: ids.docs.flatMap((doc) => byId.get(doc.id) ?? []) }
}

const countPosts = async (payload: Payload, where: Where) => {
  const { totalDocs } = await payload.count({ collection: 'posts', where: { and: [published, where] }, overrideAccess: false })
  return totalDocs
}

/** Published posts, newest first, POSTS_PER_PAGE at a time; `where` narrows them further. */
const readPosts = async (payload: Payload, { page = 1, where = {} }: { page?: number; where?: Where }): Promise<Paged<Post>> => {
  const result = await findPostsPage(payload, where, page)
  return toPaged(result, page, POSTS_PER_PAGE, (doc) => toPost(doc), () => countPosts(payload, where))
}


const shortList = async (payload: Payload, where: Where, sort: string[], limit: number, imageUse: ImageUse = 'card'): Promise<Post[]> => {
  const { docs } = await findPosts(payload, where, { sort, limit })
  return docs.map((doc) => toPost(doc, imageUse))
}

/**
 * The home page hero: the newest published post the creator marked as
 * featured, else the newest published post (DECISIONS.md); null while nothing is published.
 */
const readFeaturedPost = async (payload: Payload): Promise<Post | null> => {
  const [featured] = await shortList(payload, { featured: { equals: true } }, newestFirst, 1, 'detail')
  if (featured) return featured
  const [newest] = await shortList(payload, {}, newestFirst, 1, 'detail')
  return newest ?? null
}

const readLatestPosts = (payload: Payload, limit = LATEST_POSTS) => shortList(payload, {}, newestFirst, limit)

/** Most viewed first; equal counts put the newer post first. */
const readPopularPosts = (payload: Payload, limit = POPULAR_POSTS) => shortList(payload, {}, ['-views', '-publishedAt', '-id'], limit)

/** One published post with its content as HTML (escaped by the converter), or null; `find` reads drafts for a preview. */
const readPostBySlug = async (payload: Payload, slug: string, find: FindBySlug = findPublishedBySlug): Promise<PostDetail | null> => {
  // The post page links each tag to its page, so the detail also needs the tags' slugs.
  const doc = await find(payload, 'posts', slug, { populate: { ...postPopulate, tags: { name: true, slug: true }, authors: { slug: true } } })
  if (!doc) return null
  const tagLinks = (doc.tags ?? []).flatMap((t) => (typeof t === 'object' && t ? [{ name: t.name, slug: t.slug }] : []))
  const authorSlug = typeof doc.author === 'object' && doc.author ? doc.author.slug : null
  return { ...toPost(doc, 'detail'), content: richTextToHtml(doc.content), tagLinks, authorSlug }
}

/** The id of the published post at `slug`, or null for unknown slugs and drafts alike (never cached: writes use it). */
export const publishedPostId = async (payload: Payload, slug: string): Promise<number | null> =>
  (await findPublishedBySlug(payload, 'posts', slug, { select: { slug: true }, populate: {} }))?.id ?? null

/** A page of the published posts in the category or with the tag `where` names. */
const postsWhere = (payload: Payload, page: number, where: Where) => readPosts(payload, { page, where })

type Listed = { currentPage: number; totalPages: number } | null
const existingListing = (result: Listed) => result !== null && existingPage(result)

/** Published posts, newest first, POSTS_PER_PAGE at a time. */
export const listPosts = cachedRead('posts.list', (payload: Payload, page: number = 1) => readPosts(payload, { page }), { keep: existingPage })
/** `/category/{slug}`: a page of its posts with the category, or null for an unknown category. */
export const listPostsByCategory = cachedRead(
  'posts.byCategory',
  async (payload: Payload, slug: string, page: number = 1): Promise<(Paged<Post> & { category: SlugRef }) | null> => {
    const category = await findSlugRef(payload, 'categories', slug)
    return category ? { ...(await postsWhere(payload, page, { category: { equals: category.id } })), category } : null
  },
  { keep: existingListing },
)
/** `/tag/{slug}`: a page of its posts with the tag, or null for an unknown tag. */
export const listPostsByTag = cachedRead(
  'posts.byTag',
  async (payload: Payload, slug: string, page: number = 1): Promise<(Paged<Post> & { tag: SlugRef }) | null> => {
    const tag = await findSlugRef(payload, 'tags', slug)
    return tag ? { ...(await postsWhere(payload, page, { tags: { in: [tag.id] } })), tag } : null
  },
  { keep: existingListing },
)
export const getFeaturedPost = cachedRead('posts.featured', readFeaturedPost)
export const getLatestPosts = cachedRead('posts.latest', readLatestPosts)
export const getPopularPosts = cachedRead('posts.popular', readPopularPosts)
export const getPostBySlug = cachedRead('posts.bySlug', (payload: Payload, slug: string) => readPostBySlug(payload, slug), { keep: found })
/** The latest draft of the post at `slug` as a staff member previews it (src/lib/preview): never cached. */
export const previewPostBySlug = (payload: Payload, viewer: User, slug: string) => readPostBySlug(payload, slug, latestVersionsFor(viewer))
