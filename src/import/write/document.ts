/**
 * One post or page of the source, brought in whole in its own transaction: the document, its
 * comments, the redirects from its old addresses and the records of all of them. Images are
 * downloaded first (outside the transaction: a slow server must not hold it open).
 */
import type { PayloadRequest } from 'payload'

import { documentAddress } from '@/collections/addresses'
import { builtInPage, siteOwnsAddress } from '@/collections/pages/builtIn'
import { slugify } from '@/fields/slug'
import { AlreadyRecorded, recordItem, recordsOf } from '@/lib/db/importRecords'
import { parseFrom, pathKey } from '@/lib/redirects/addresses'
import { takenAddress } from '@/lib/redirects/reach'
import { COMMENT_MAX_LENGTH } from '@/lib/validation/formRules'
import { htmlToRichText } from '../content/htmlToRichText'
import { paragraph, root, text } from '../content/lexicalNodes'
import { findImageUrls, richTextWords, toSummary } from '../content/text'
import type { SourceComment, SourceDocument, SourceTerm } from '../model'
import { broughtInElsewhere, counted, inTransaction, local, type ImportRun } from './context'
import { ensureImage } from './images'
import { firstFree, numberedSlug } from './freeValue'
import { itemKey } from './keys'
import { ensureAuthor, ensureTerm } from './terms'

/** Where a post without any category goes, unless the creator maps it elsewhere. */
export const NO_CATEGORY: SourceTerm = { name: 'Uncategorized', slug: 'uncategorized' }

type Target = 'posts' | 'pages'

const collectionOf = (doc: SourceDocument): Target => (doc.kind === 'page' ? 'pages' : 'posts')

/** The slug the document gets: its own, or the first free one after it ("hello-2"); never a site page's address. */
const freeSlug = (req: PayloadRequest, collection: Target, wanted: string) =>
  firstFree(req, collection, 'slug', (n) => numberedSlug(wanted, n), (slug) => collection !== 'pages' || !(builtInPage(slug) || siteOwnsAddress(slug)))

export const wantedSlug = (doc: SourceDocument) => slugify(doc.slug) || slugify(doc.title) || `imported-${doc.key}`.replace(/[^a-z0-9-]/gi, '')

/** Parents before their replies, each thread in the order it was written. */
const threadOrder = (comments: readonly SourceComment[]) => [...comments].sort((a, b) => a.date.getTime() - b.date.getTime())

const importComments = async (run: ImportRun, req: PayloadRequest, post: number, comments: readonly SourceComment[]) => {
  const ids = new Map<string, number>()
  for (const comment of threadOrder(comments)) {
    const text = comment.text.trim()
    if (!text) continue
    const content = text.length > COMMENT_MAX_LENGTH ? `${text.slice(0, COMMENT_MAX_LENGTH - 1)}…` : text
    const parent = comment.parentKey ? ids.get(comment.parentKey) : undefined
    const doc = await req.payload.create({
      collection: 'comments',
      data: { post, content, status: comment.status, authorName: comment.authorName.trim().slice(0, 120) || 'Reader', parent, createdAt: comment.date.toISOString() } as never,
      ...local(req),
    })
    ids.set(comment.key, Number(doc.id))
  }
  counted(run, 'comments', ids.size)
}

/** Redirects from the old addresses of a published document to its new one (never for drafts). */
const importRedirects = async (run: ImportRun, req: PayloadRequest, collection: Target, id: number, address: string, oldPaths: readonly string[]) => {
  for (const old of new Set(oldPaths)) {
    const from = parseFrom(old)
    if (!from.ok || from.value === pathKey(address)) continue
    if (await takenAddress(req, from.value)) continue
    const { totalDocs } = await req.payload.count({ collection: 'redirects', where: { from: { equals: from.value } }, req, overrideAccess: true })
    if (totalDocs > 0) continue
    await req.payload.create({
      collection: 'redirects',
      data: { from: from.value, to: { type: 'reference', reference: { relationTo: collection, value: id } } } as never,
      ...local(req),
    })
    run.summary.redirects++
  }
}

const NO_TEXT = '(This had no text on the old site.)'

const paragraphOf = (words: string) => ({ ...paragraph(), children: [text(words, 0)] })

/** Whether rich text holds anything to read or see. */
const hasText = (value: { root: { children: unknown[] } }) =>
  JSON.stringify(value.root.children).match(/"text":"[^"]*\S|"type":"(upload|horizontalrule|table)"/) !== null

/** Why an item did not land, in the words of the field that refused it when there is one. */
const failureReason = (error: unknown) => {
  const fields = (error as { data?: { errors?: { path?: string; message?: string }[] } })?.data?.errors
  if (fields?.length) return fields.map((f) => `${f.path}: ${f.message}`).join('; ')
  return error instanceof Error ? error.message : String(error)
}

/** Imports `doc` unless a previous run did; true when it was brought in now. */
export const importDocument = async (run: ImportRun, doc: SourceDocument): Promise<boolean> => {
  const collection = collectionOf(doc)
  const key = itemKey(run.sourceId, doc.kind, doc.key)
  if ((await recordsOf(run.payload, [key])).has(key)) {
    run.summary.unchanged++
    return false
  }
  const title = (doc.title.trim() || 'Untitled').slice(0, 200)
  try {
    // Everything the document points at exists before its own transaction begins.
    const [first, ...more] = doc.categories
    const category = collection === 'posts' ? await ensureTerm(run, 'categories', first ?? NO_CATEGORY) : undefined
    // One at a time: two terms of one post may name the same tag.
    const tags: number[] = []
    if (collection === 'posts') for (const term of [...more, ...doc.tags]) tags.push(await ensureTerm(run, 'tags', term))
    const author = collection === 'posts' && doc.author ? await ensureAuthor(run, doc.author) : undefined
    // The body's images first: they carry the alternative text the writer gave them there.
    const uploads = new Map<string, number>()
    for (const image of findImageUrls(doc.html, { site: run.site, source: run.kind })) {
      const id = await ensureImage(run, image)
      if (id !== null) uploads.set(image.url, id)
    }
    const cover = doc.featuredImage ? await ensureImage(run, doc.featuredImage) : null
    const { content: converted } = htmlToRichText(doc.html, { uploadFor: (url) => (uploads.has(url) ? { id: uploads.get(url)! } : undefined), site: run.site, source: run.kind })
    // A post with no text at all on the old site (an "edge case" in WordPress's test data) comes
    // in as a draft saying so: the site's posts and pages always have a body.
    const empty = !hasText(converted)
    const content = empty ? root([paragraphOf(NO_TEXT)]) : converted
    if (empty) run.summary.drafted.push({ title, reason: 'it had no text on the old site' })
    const summary = toSummary(doc.excerpt?.trim() || richTextWords(converted)) || title

    await inTransaction(run, async (req) => {
      const wanted = wantedSlug(doc)
      const slug = await freeSlug(req, collection, wanted)
      if (slug !== wanted) {
        run.summary.conflicts.push({ kind: doc.kind, title, slug: wanted, newSlug: slug, reason: builtInPage(wanted) || siteOwnsAddress(wanted) ? 'the site has its own page there' : 'another document has it' })
      }
      const published = doc.status === 'published' && !empty
      const common = { title, slug, content, _status: published ? 'published' : 'draft' }
      const data =
        collection === 'posts'
          ? { ...common, summary, category, tags, author, coverImage: cover ?? undefined, publishedAt: (doc.publishedAt ?? new Date()).toISOString() }
          : { ...common, description: doc.excerpt ? toSummary(doc.excerpt) : undefined }
      const created = await req.payload.create({ collection, data: data as never, draft: !published, ...local(req) })
      const id = Number(created.id)
      await recordItem(run.payload, req, { importId: run.importId, key, collection, docId: id, created: true, numericId: doc.numericId })
      if (collection === 'posts') await importComments(run, req, id, doc.comments)
      const address = documentAddress(collection, slug)
      if (published && address) await importRedirects(run, req, collection, id, address, doc.oldPaths)
    })
    counted(run, collection)
    return true
  } catch (error) {
    // Another run of this import brought it in meanwhile: the copy here was rolled back.
    if (error instanceof AlreadyRecorded || (await broughtInElsewhere(run, key)) !== null) {
      run.summary.unchanged++
      return false
    }
    run.summary.failed.push({ title, reason: failureReason(error) })
    return false
  }
}
