import type { LyricsAnalysis, MediaItem, MusicAnalysis, Organization, Post } from '@/payload-types'
import { documentPath } from '@/lib/sections'
import { lexicalPlainText } from './plainText'
import type { Indexer, SearchDocument } from './searchIndex'

/** What each content type contributes to search: title (weight A), summary (B), body (C). */
const join = (...parts: (string | null | undefined | (string | null | undefined)[])[]) =>
  parts.flat().filter(Boolean).join('\n')

export const postDocument = (p: Post): SearchDocument => ({
  title: p.title,
  summary: p.summary,
  body: lexicalPlainText(p.content),
  url: `/blog/${p.slug}`,
  publishedAt: p.publishedAt ?? null,
})

export const organizationDocument = (o: Organization): SearchDocument => ({
  title: o.name,
  summary: o.summary,
  body: join(o.content, o.spiritualConcerns, o.category, o.verdict, o.tags),
  url: documentPath('organizations', o.slug),
  publishedAt: o.publishedAt ?? null,
})

export const lyricsDocument = (l: LyricsAnalysis): SearchDocument => ({
  title: l.title,
  summary: l.summary,
  body: join(l.quote, lexicalPlainText(l.content), l.verdict),
  url: documentPath('lyrics-analysis', l.slug),
  publishedAt: l.publishedAt ?? null,
})

export const musicDocument = (m: MusicAnalysis): SearchDocument => ({
  title: m.title,
  summary: m.summary,
  body: join(m.artist, m.song, m.album, m.genres, m.sections?.map((s) => `${s.title}\n${s.content}`), m.verdictReason, m.tags),
  url: documentPath('music-analysis', m.slug),
  publishedAt: m.publishedAt ?? null,
})

export const mediaDocument = (m: MediaItem): SearchDocument => ({
  title: m.title,
  summary: m.summary,
  body: join(m.creator, m.category, m.spiritualTakeaway, m.tags),
  url: documentPath('media', m.slug),
  publishedAt: m.publishedAt ?? null,
})

export const searchIndexers: Indexer[] = [
  { kind: 'post', collection: 'posts', toDocument: postDocument },
  { kind: 'organization', collection: 'organizations', toDocument: organizationDocument },
  { kind: 'lyrics-analysis', collection: 'lyrics-analyses', toDocument: lyricsDocument },
  { kind: 'music-analysis', collection: 'music-analyses', toDocument: musicDocument },
  { kind: 'media', collection: 'media-items', toDocument: mediaDocument },
]
