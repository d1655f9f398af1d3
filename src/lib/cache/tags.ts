/**
 * Tag of every cached public read, and so of every cached page (a page carries the tags of the
 * reads it made); expired whenever published content changes. The channel on which the change
 * is announced to every server process. src/server/cacheHandler.cjs, plain CommonJS outside the
 * bundles, repeats both names (tests/unit/cacheHandler.spec.ts checks that they agree).
 */
export const CONTENT_TAG = 'content'
export const CONTENT_CHANNEL = 'content_changed'

import type { CacheTag } from '@/collections/registry'

/**
 * The tags cached reads carry besides CONTENT_TAG, so a reader of the cache can tell what an
 * entry holds: each content type's (src/collections/registry.ts), the site settings', the
 * sitemap's and the citations of Scripture's. Every change still expires them all: pages mix
 * types (the sidebar shows posts, categories and books on every page), and the creator
 * publishes rarely.
 */
export type ContentType = CacheTag | 'site' | 'sitemap' | 'citations'
