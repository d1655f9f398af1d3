/**
 * The keys an import records its items under (src/lib/db/importRecords.ts): the source's kind,
 * the old site's address and the item's own id there. The same file, or a later export of the
 * same site, gives the same keys, so a re-run finds what it already brought in.
 */
import { createHash } from 'node:crypto'

import { slugify } from '@/fields/slug'
import type { SourceKind, SourceTerm } from '../model'

export type ItemKind = 'post' | 'page' | 'comment' | 'category' | 'tag' | 'author' | 'member' | 'image' | 'redirect'

export const sourceIdOf = (kind: SourceKind, siteUrl: string | undefined) => `${kind}:${(siteUrl ?? '').replace(/\/+$/, '').toLowerCase()}`

export const itemKey = (sourceId: string, kind: ItemKind, id: string) => `${sourceId}:${kind}:${id}`

/**
 * The slug a category or tag goes by here, and its key's id: the old site's slug (or name) made
 * URL-safe. A name in a script with no Latin letters (日本, Вера) leaves nothing to slugify; its
 * slug is then made from a digest of the old site's slug, so each such term stays itself (and
 * the same on every run) instead of all of them merging into one.
 */
export const termSlug = (term: SourceTerm): string => slugOrDigest('term', term.slug.trim() || term.name.trim(), term.name)

/** The same for an author: "Иван" and "Пётр" stay two writers, not one named `writer`. */
export const authorSlug = (author: { slug?: string | null; name: string }): string =>
  slugOrDigest('writer', author.slug?.trim() || author.name.trim(), author.name)

const slugOrDigest = (prefix: string, own: string, name: string) =>
  slugify(own) || slugify(name) || `${prefix}-${createHash('sha256').update(own.normalize('NFC').toLowerCase()).digest('hex').slice(0, 10)}`
