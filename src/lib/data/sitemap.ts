/**
 * Every public address of the site with the time its content last changed: the static
 * sections, every published document with a page of its own, the categories and the tags
 * that have posts. Sections switched off in the site settings are left out, as their pages
 * answer 404.
 */
import type { CollectionSlug } from 'payload'

import { payloadClient } from '@/lib/payload'
import { published } from './queries'
import { featuresFrom } from './site'

export type SitemapEntry = { path: string; lastModified: string }

type Dated = { slug: string; updatedAt: string }

/** Collections whose published documents each have a page, and where that page lives. */
const DOCUMENT_PAGES = {
  organizations: '/organizations',
  'lyrics-analyses': '/lyrics-analysis',
  'music-analyses': '/music-analysis',
  'media-items': '/media',
  playlists: '/playlists',
  'reading-plans': '/reading-plans',
  books: '/reading-club',
  // CMS pages (about, resources, disclaimer, privacy, terms) are served at /{slug}.
  pages: '',
} as const satisfies Partial<Record<CollectionSlug, string>>

type DocumentCollection = keyof typeof DOCUMENT_PAGES

const newest = (dates: (string | undefined)[]): string | undefined =>
  dates.reduce<string | undefined>((max, date) => (date && (!max || date > max) ? date : max), undefined)

const findPublished = async (collection: DocumentCollection | 'podcast-episodes'): Promise<Dated[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: published,
    select: { slug: true, updatedAt: true },
    sort: 'slug',
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return (docs as unknown as Partial<Dated>[]).flatMap((d) => (d.slug && d.updatedAt ? [{ slug: d.slug, updatedAt: d.updatedAt }] : []))
}

const findPublishedPosts = async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: published,
    select: { slug: true, updatedAt: true, category: true, tags: true },
    sort: ['-publishedAt', '-id'],
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  const idOf = (ref: number | { id: number } | null | undefined) => (typeof ref === 'object' && ref ? ref.id : ref)
  return docs.map((doc) => ({
    slug: doc.slug,
    updatedAt: doc.updatedAt,
    category: idOf(doc.category),
    tags: (doc.tags ?? []).flatMap((t) => idOf(t) ?? []),
  }))
}

const findTaxonomy = async (collection: 'categories' | 'tags', ids?: number[]) => {
  const payload = await payloadClient()
  if (ids?.length === 0) return []
  const { docs } = await payload.find({
    collection,
    where: ids ? { id: { in: ids } } : {},
    select: { slug: true, updatedAt: true },
    sort: 'slug',
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs
}

/**
 * Sections whose pages exist today: the rest of SPEC §2's routes arrive with later work, and
 * a sitemap must not send crawlers to pages that answer 404. Add a section here with its pages.
 */
const LIVE_SECTIONS = ['/blog', '/category', '/tag', '/contact', '/about', '/resources', '/disclaimer', '/privacy', '/terms']
const isLive = (path: string) => path === '/' || LIVE_SECTIONS.some((s) => path === s || path.startsWith(`${s}/`))

export const listSitemapEntries = async (): Promise<SitemapEntry[]> => (await allSitemapEntries()).filter((e) => isLive(e.path))

const allSitemapEntries = async (): Promise<SitemapEntry[]> => {
  const payload = await payloadClient()
  const [settings, podcastShow, posts, categories, podcastEpisodes, ...documents] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', select: { features: true, updatedAt: true }, depth: 0 }),
    payload.findGlobal({ slug: 'podcast-show', depth: 0 }),
    findPublishedPosts(),
    findTaxonomy('categories'),
    findPublished('podcast-episodes'),
    ...(Object.keys(DOCUMENT_PAGES) as DocumentCollection[]).map(async (c) => [c, await findPublished(c)] as const),
  ])
  const features = featuresFrom(settings.features)
  const byCollection = Object.fromEntries(documents) as Record<DocumentCollection, Dated[]>
  const tags = await findTaxonomy('tags', [...new Set(posts.flatMap((p) => p.tags))])

  const siteChanged = settings.updatedAt ?? new Date(0).toISOString()
  // A section or list changes when one of its documents does; the settings date is the fallback.
  const latest = (docs: { updatedAt: string }[]) => newest(docs.map((d) => d.updatedAt)) ?? siteChanged

  const sections: [path: string, docs: { updatedAt: string }[], on?: boolean][] = [
    ['/', [...posts, ...byCollection['lyrics-analyses']]],
    ['/blog', posts],
    ['/organizations', byCollection.organizations, features.organizationAnalysis],
    ['/lyrics-analysis', byCollection['lyrics-analyses'], features.lyricsAnalysis],
    ['/music-analysis', byCollection['music-analyses']],
    ['/media', byCollection['media-items']],
    ['/playlists', byCollection.playlists],
    ['/podcast', [...podcastEpisodes, ...(podcastShow.updatedAt ? [{ updatedAt: podcastShow.updatedAt }] : [])]],
    ['/reading-club', byCollection.books, features.readingClub],
    ['/reading-plans', byCollection['reading-plans']],
    ['/contact', []],
    ['/donate', [], features.donations],
  ]
  const sectionOn: Record<DocumentCollection, boolean> = {
    organizations: features.organizationAnalysis,
    'lyrics-analyses': features.lyricsAnalysis,
    'music-analyses': true,
    'media-items': true,
    playlists: true,
    'reading-plans': true,
    books: features.readingClub,
    pages: true,
  }

  return [
    ...sections.filter(([, , on = true]) => on).map(([path, docs]) => ({ path, lastModified: latest(docs) })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastModified: p.updatedAt })),
    ...categories.map((c) => ({
      path: `/category/${c.slug}`,
      lastModified: latest([c, ...posts.filter((p) => p.category === c.id)]),
    })),
    ...tags.map((t) => ({ path: `/tag/${t.slug}`, lastModified: latest([t, ...posts.filter((p) => p.tags.includes(t.id))]) })),
    ...(Object.keys(DOCUMENT_PAGES) as DocumentCollection[])
      .filter((c) => sectionOn[c])
      .flatMap((c) => byCollection[c].map((d) => ({ path: `${DOCUMENT_PAGES[c]}/${d.slug}`, lastModified: d.updatedAt }))),
  ]
}
