/** Tag of every cached public read; expired whenever published content changes. */
// src/server/cacheHandler.cjs, plain CommonJS outside the bundles, repeats this name (SITE_TAGS).
export const CONTENT_TAG = 'content'

/**
 * The content types cached reads are tagged with (besides CONTENT_TAG), so a reader of the
 * cache can tell what an entry holds. Every change still expires them all: pages mix types
 * (the sidebar shows posts, categories and books on every page), and the creator publishes rarely.
 */
export type ContentType =
  | 'site'
  | 'posts'
  | 'pages'
  | 'categories'
  | 'comments'
  | 'organizations'
  | 'lyrics'
  | 'music'
  | 'media'
  | 'books'
  | 'verses'
  | 'readingPlans'
  | 'playlists'
  | 'podcast'
  | 'sitemap'
