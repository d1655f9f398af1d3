/**
 * Every public address of the site with the time its content last changed: the static
 * sections, every published document with a page of its own, the categories and the tags
 * that have posts, the writers of published posts, and the chapters of the Bible that published documents cite. The sections
 * come from src/lib/sections.ts: those switched off in the site settings, members' pages and
 * those not built yet are left out.
 */
import type { Payload } from 'payload'

import { addressOf, sectionDocuments } from '@/collections/addresses'
import { IN_SITEMAP } from '@/collections/registry'
import { published, type PublishedCollection } from './published'
import { documentPath, SECTIONS, sectionOn, type Section } from '@/lib/sections'
import type { Features } from '@/lib/features'
import { citedChapters } from './citations'
import { getFeatures } from './site'
import { writersInSitemap } from '@/collections/authors/data'
import { sitemapPosts } from '@/lib/db/sitemapPosts'

export type SitemapEntry = { path: string; lastModified: string }

type Dated = { slug: string; updatedAt: string }

/** The sections search engines may list: built, public, and switched on. */
const listedSections = (features: Features) => SECTIONS.filter((s) => !s.upcoming && !s.members && s.id !== 'rss' && sectionOn(s, features))

const newest = (dates: (string | undefined)[]): string | undefined =>
  dates.reduce<string | undefined>((max, date) => (date && (!max || date > max) ? date : max), undefined)

const findPublished = async (payload: Payload, collection: PublishedCollection): Promise<Dated[]> => {
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

const findTaxonomy = async (payload: Payload, collection: 'categories' | 'tags', ids?: number[]) => {
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

export const listSitemapEntries = async (payload: Payload): Promise<SitemapEntry[]> => {
  const [settings, features, podcastShow, posts, categories, podcastEpisodes, pages, chapters] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', select: { updatedAt: true }, depth: 0 }),
    getFeatures(payload),
    payload.findGlobal({ slug: 'podcast-show', depth: 0 }),
    sitemapPosts(payload),
    findTaxonomy(payload, 'categories'),
    findPublished(payload, 'podcast-episodes'),
    // CMS pages (about, resources, disclaimer, privacy, terms) are served at /{slug}.
    findPublished(payload, 'pages'),
    // Every chapter has its page; only those something discusses are offered to search engines.
    citedChapters(payload),
  ])
  const sections = listedSections(features)
  const documents = new Map(
    await Promise.all(
      sections.flatMap((s) => {
        const collection = sectionDocuments(s.id)
        // Posts are listed with their categories and tags below.
        return collection && collection !== 'posts' && (IN_SITEMAP as readonly string[]).includes(collection) ? [findPublished(payload, collection).then((docs) => [s.id, docs] as const)] : []
      }),
    ),
  )
  const [tags, writers] = await Promise.all([findTaxonomy(payload, 'tags', [...new Set(posts.flatMap((p) => p.tags))]), writersInSitemap(payload, posts)])

  const siteChanged = settings.updatedAt ?? new Date(0).toISOString()
  // A section or list changes when one of its documents does; the settings date is the fallback.
  const latest = (docs: { updatedAt: string }[]) => newest(docs.map((d) => d.updatedAt)) ?? siteChanged
  const pageDocs = new Map(pages.map((p) => [`/${p.slug}`, p]))
  const sectionDocs = (s: Section): { updatedAt: string }[] => {
    if (s.id === 'home') return [...posts, ...(documents.get('lyrics-analysis') ?? [])]
    if (s.id === 'blog') return posts
    if (s.id === 'podcast') return [...podcastEpisodes, ...(podcastShow.updatedAt ? [{ updatedAt: podcastShow.updatedAt }] : [])]
    return documents.get(s.id) ?? (pageDocs.has(s.path) ? [pageDocs.get(s.path)!] : [])
  }

  return [
    ...sections.map((s) => ({ path: s.path, lastModified: latest(sectionDocs(s)) })),
    ...posts.map((p) => ({ path: addressOf('posts', p.slug), lastModified: p.updatedAt })),
    ...categories.map((c) => ({
      path: addressOf('categories', c.slug),
      lastModified: latest([c, ...posts.filter((p) => p.category === c.id)]),
    })),
    ...tags.map((t) => ({ path: addressOf('tags', t.slug), lastModified: latest([t, ...posts.filter((p) => p.tags.includes(t.id))]) })),
    ...writers.map((w) => ({ path: addressOf('authors', w.slug), lastModified: w.updatedAt })),
    ...sections.flatMap((s) => (documents.get(s.id) ?? []).map((d) => ({ path: documentPath(s.id, d.slug), lastModified: d.updatedAt }))),
    // CMS pages not already listed as a section.
    ...pages.filter((p) => !sections.some((s) => s.path === `/${p.slug}`)).map((p) => ({ path: `/${p.slug}`, lastModified: p.updatedAt })),
    ...chapters.map((c) => ({ path: `/scripture/${c.bookSlug}/${c.chapter}`, lastModified: c.lastModified })),
  ]
}
