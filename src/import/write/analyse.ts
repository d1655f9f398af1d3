/**
 * The dry run: reads the whole file and says what an import would do, changing nothing. Its
 * report (../report.ts) is what the creator reads before importing, and the categories'
 * proposed mapping is what they may change.
 */
import type { Payload } from 'payload'

import { builtInPage, siteOwnsAddress } from '@/collections/pages/builtIn'
import { recordsOf } from '@/lib/db/importRecords'
import type { SourceDocument, SourceEntry, SourceKind, SourceTerm } from '../model'
import type { CategoryChoice, ImportReport, SlugConflict } from '../report'
import { wantedSlug, NO_CATEGORY } from './document'
import { numberedSlug } from './freeValue'
import { itemKey, sourceIdOf, termSlug } from './keys'
import { findImageUrls } from '../content/text'
import { noteSkipped, skippedList, type SkipCounter } from './skipped'

const whyDraft: Record<string, string> = {
  future: 'scheduled on the old site',
  private: 'private on the old site',
  password: 'password-protected on the old site',
  pending: 'waiting for review on the old site',
  draft: 'a draft on the old site',
  'members-only': 'for members only on the old site',
}

const slugsOf = async (payload: Payload, collection: 'posts' | 'pages') => {
  const { docs } = await payload.find({ collection, select: { slug: true }, pagination: false, depth: 0, overrideAccess: true, draft: true })
  return new Set(docs.map((doc) => doc.slug))
}

/** Reads `entries` once and builds the report. */
export const analyse = async (payload: Payload, kind: SourceKind, entries: AsyncIterable<SourceEntry>): Promise<ImportReport> => {
  const report: ImportReport = {
    source: kind,
    site: {},
    counts: { posts: 0, pages: 0, drafts: 0, comments: 0, pendingComments: 0, authors: 0, categories: 0, tags: 0, members: 0, images: 0 },
    alreadyImported: 0,
    categories: [],
    siteCategories: [],
    conflicts: [],
    skipped: [],
    drafts: [],
  }
  const skipped: SkipCounter = new Map()
  const categories = new Map<string, CategoryChoice>()
  const tags = new Set<string>()
  const authors = new Set<string>()
  const images = new Set<string>()
  const taken = { posts: await slugsOf(payload, 'posts'), pages: await slugsOf(payload, 'pages') }
  const documents: { key: string; doc: Pick<SourceDocument, 'kind' | 'title' | 'slug'> }[] = []
  let sourceId = sourceIdOf(kind, undefined)

  const noteCategory = (term: SourceTerm, first: boolean) => {
    const key = termSlug(term)
    const choice = categories.get(key) ?? { slug: key, name: term.name, posts: 0, target: 'new' as const }
    if (first) choice.posts++
    categories.set(key, choice)
  }

  for await (const entry of entries) {
    switch (entry.type) {
      case 'site':
        report.site = { title: entry.title, url: entry.url, version: entry.version }
        sourceId = sourceIdOf(kind, entry.url)
        break
      case 'author':
        authors.add(entry.author.key)
        break
      case 'category':
        noteCategory(entry.term, false)
        break
      case 'tag':
        tags.add(termSlug(entry.term))
        break
      case 'member':
        report.counts.members++
        break
      case 'skipped':
        noteSkipped(skipped, entry.what, entry.reason, entry.count)
        break
      case 'document': {
        const doc = entry.document
        if (doc.kind === 'post') {
          report.counts.posts++
          const [first, ...more] = doc.categories.length ? doc.categories : [NO_CATEGORY]
          noteCategory(first, true)
          for (const term of [...more, ...doc.tags]) tags.add(termSlug(term))
          report.counts.comments += doc.comments.length
          report.counts.pendingComments += doc.comments.filter((c) => c.status === 'pending').length
        } else {
          report.counts.pages++
          if (doc.comments.length) noteSkipped(skipped, 'comments on pages', 'the site has comments on posts only', doc.comments.length)
        }
        if (doc.author) authors.add(doc.author.key)
        if (doc.status === 'draft') {
          report.counts.drafts++
          report.drafts.push({ title: doc.title, reason: whyDraft[doc.sourceStatus] ?? `“${doc.sourceStatus}” on the old site` })
        }
        if (doc.featuredImage) images.add(doc.featuredImage.url)
        for (const image of findImageUrls(doc.html, { site: report.site.url, source: kind })) images.add(image.url)
        documents.push({ key: itemKey(sourceId, doc.kind, doc.key), doc: { kind: doc.kind, title: doc.title, slug: doc.slug } })
        break
      }
    }
  }

  const done = await recordsOf(payload, documents.map((d) => d.key))
  report.alreadyImported = done.size
  for (const { key, doc } of documents) {
    if (done.has(key)) continue
    const collection = doc.kind === 'page' ? 'pages' : 'posts'
    const wanted = wantedSlug(doc as SourceDocument)
    let slug = wanted
    const clash = (candidate: string) => taken[collection].has(candidate) || (collection === 'pages' && (builtInPage(candidate) || siteOwnsAddress(candidate)))
    for (let n = 2; clash(slug); n++) slug = numberedSlug(wanted, n)
    taken[collection].add(slug)
    if (slug !== wanted) {
      const conflict: SlugConflict = { kind: doc.kind, title: doc.title, slug: wanted, newSlug: slug, reason: collection === 'pages' && (builtInPage(wanted) || siteOwnsAddress(wanted)) ? 'the site has its own page there' : 'another document has it' }
      report.conflicts.push(conflict)
    }
  }

  const site = await payload.find({ collection: 'categories', select: { name: true, slug: true }, pagination: false, depth: 0, overrideAccess: true, sort: 'name' })
  report.siteCategories = site.docs.map((c) => ({ id: Number(c.id), name: c.name }))
  for (const choice of categories.values()) {
    const match = site.docs.find((c) => c.name.toLowerCase() === choice.name.toLowerCase() || c.slug === choice.slug)
    choice.target = match ? Number(match.id) : 'new'
  }
  report.categories = [...categories.values()].sort((a, b) => b.posts - a.posts || a.name.localeCompare(b.name))
  report.counts.categories = categories.size
  report.counts.tags = tags.size
  report.counts.authors = authors.size
  report.counts.images = images.size
  report.skipped = skippedList(skipped)
  return report
}
