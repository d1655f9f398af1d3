import type { LyricsAnalysis, MediaItem, MusicAnalysis, Organization, Post } from '@/payload-types'
import { addressOf } from '@/collections/addresses'
import { CONTENT_TYPES, SEARCHABLE, type Searchable } from '@/collections/registry'
import { lexicalPlainText } from './plainText'
import type { Indexer, SearchDocument } from './searchIndex'

/** What each content type contributes to search: title (weight A), summary (B), body (C). */
const join = (...parts: (string | null | undefined | (string | null | undefined)[])[]) =>
  parts.flat().filter(Boolean).join('\n')

export const postDocument = (p: Post): SearchDocument => ({
  title: p.title,
  summary: p.summary,
  body: lexicalPlainText(p.content),
  url: addressOf('posts', p.slug),
  publishedAt: p.publishedAt ?? null,
})

export const organizationDocument = (o: Organization): SearchDocument => ({
  title: o.name,
  summary: o.summary,
  body: join(o.content, o.spiritualConcerns, o.category, o.verdict, o.tags),
  url: addressOf('organizations', o.slug),
  publishedAt: o.publishedAt ?? null,
})

export const lyricsDocument = (l: LyricsAnalysis): SearchDocument => ({
  title: l.title,
  summary: l.summary,
  body: join(l.quote, lexicalPlainText(l.content), l.verdict),
  url: addressOf('lyrics-analyses', l.slug),
  publishedAt: l.publishedAt ?? null,
})

export const musicDocument = (m: MusicAnalysis): SearchDocument => ({
  title: m.title,
  summary: m.summary,
  body: join(m.artist, m.song, m.album, m.genres, m.sections?.map((s) => `${s.title}\n${s.content}`), m.verdictReason, m.tags),
  url: addressOf('music-analyses', m.slug),
  publishedAt: m.publishedAt ?? null,
})

export const mediaDocument = (m: MediaItem): SearchDocument => ({
  title: m.title,
  summary: m.summary,
  body: join(m.creator, m.category, m.spiritualTakeaway, m.tags),
  url: addressOf('media-items', m.slug),
  publishedAt: m.publishedAt ?? null,
})

/** How each searchable type (src/collections/registry.ts) becomes a search document. */
const TO_DOCUMENT: { [S in Searchable]: Indexer['toDocument'] } = {
  posts: postDocument,
  organizations: organizationDocument,
  'lyrics-analyses': lyricsDocument,
  'music-analyses': musicDocument,
  'media-items': mediaDocument,
}

export const searchIndexers: Indexer[] = SEARCHABLE.map((collection) => ({ kind: CONTENT_TYPES[collection].search, collection, toDocument: TO_DOCUMENT[collection] }))
