/**
 * The keys an import records its items under (src/lib/db/importRecords.ts): the source's kind,
 * the old site's address and the item's own id there. The same file, or a later export of the
 * same site, gives the same keys, so a re-run finds what it already brought in.
 */
import type { SourceKind } from '../model'

export type ItemKind = 'post' | 'page' | 'comment' | 'category' | 'tag' | 'author' | 'member' | 'image' | 'redirect'

export const sourceIdOf = (kind: SourceKind, siteUrl: string | undefined) => `${kind}:${(siteUrl ?? '').replace(/\/+$/, '').toLowerCase()}`

export const itemKey = (sourceId: string, kind: ItemKind, id: string) => `${sourceId}:${kind}:${id}`
