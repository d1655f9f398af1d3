/**
 * Shared steps of the import tests: an export file taken through the same steps the admin's
 * Import view and the jobs queue take (upload, dry run, import, undo), with the queue's work run
 * here by hand (the tests' jobs queue does not poll).
 */
import { decodeHTML } from 'entities'
import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import { createImport, processImport, startImport, startUndo } from '@/import/imports'
import type { SourceDocument, SourceEntry } from '@/import/model'
import type { ImportReport, ImportSummary } from '@/import/report'
import { richTextToHtml } from '@/lib/data/richText'
import type { Page, Post, SiteImport } from '@/payload-types'

const reread = async (payload: Payload, id: number) => (await payload.findByID({ collection: 'site-imports', id, overrideAccess: true, depth: 0 })) as SiteImport

/** Uploads `file` (with the old site's address, for Ghost) and runs its dry run: the import, ready (or failed). */
export const dryRun = async (payload: Payload, file: string, filename = file.split('/').pop()!, siteUrl?: string): Promise<SiteImport> => {
  const doc = await createImport(payload, { filename, body: createReadStream(file), userId: null, siteUrl })
  await processImport(payload, doc.id, 'analyse')
  return reread(payload, doc.id)
}

/** Imports a dry-run import: the import, done. */
export const importNow = async (payload: Payload, doc: SiteImport): Promise<SiteImport> => {
  await startImport(payload, doc)
  await processImport(payload, doc.id, 'import')
  return reread(payload, doc.id)
}

export const undoNow = async (payload: Payload, doc: SiteImport): Promise<SiteImport> => {
  await startUndo(payload, doc)
  await processImport(payload, doc.id, 'undo')
  return reread(payload, doc.id)
}

export const reportOf = (doc: SiteImport) => doc.report as ImportReport
export const summaryOf = (doc: SiteImport) => doc.summary as ImportSummary

/** The ids of the documents of `collection` the import created. */
export const createdIds = async (payload: Payload, importId: number, collection: string): Promise<number[]> => {
  const { rows } = await payload.db.pool.query<{ doc_id: number }>('SELECT doc_id FROM import_records WHERE import_id = $1 AND collection = $2 AND created', [importId, collection])
  return rows.map((row) => row.doc_id)
}

/** An import being run with entries fed to it directly (runImport), as the queue's would be. */
export const runningImport = async (payload: Payload, filename: string): Promise<SiteImport> =>
  (await payload.create({
    collection: 'site-imports',
    data: { source: 'wordpress', filename, size: 1, file: randomUUID(), status: 'importing' } as never,
    overrideAccess: true,
  })) as SiteImport

/** A published post as a reader hands it over, in a category of its own name. */
export const sourcePost = (key: string, slug: string, more: Partial<SourceDocument> = {}): SourceDocument => ({
  kind: 'post',
  key,
  title: `Post ${slug}`,
  slug,
  html: `<p>Words of ${slug}.</p>`,
  status: 'published',
  sourceStatus: 'publish',
  publishedAt: new Date('2020-03-04T05:06:07Z'),
  categories: [{ name: `Topic ${slug}`, slug: `topic-${slug}` }],
  tags: [],
  comments: [],
  oldPaths: [`/${slug}/`],
  ...more,
})

/** `entries` as a source yields them, with the old site's address first. */
export async function* sourceOf(site: string, entries: SourceEntry[]): AsyncGenerator<SourceEntry> {
  yield { type: 'site', title: 'Old', url: site }
  yield* entries
}

/**
 * An imported post or page reads as text: no WordPress block comment or shortcode left raw, no
 * script or frame, no markup in the title.
 */
const BLOCK_COMMENT = /<!--\s*\/?wp:/
const SHORTCODE = /\[\/?(caption|gallery|embed|audio|video|playlist|wpvideo|youtube|code|archives)\b/

export const expectReadable = (doc: { title: string; content: unknown; summary?: string | null }) => {
  const html = richTextToHtml(doc.content as Parameters<typeof richTextToHtml>[0])
  expect(html, doc.title).not.toMatch(BLOCK_COMMENT)
  expect(html, doc.title).not.toMatch(SHORTCODE)
  // The summary shown on cards and in search results reads as the post does: markup only where
  // the post shows it as text (a code sample of WordPress's block markup, say).
  const shown = decodeHTML(html.replace(/<[^>]+>/g, ' '))
  for (const raw of [BLOCK_COMMENT, SHORTCODE]) if (!raw.test(shown)) expect(doc.summary ?? '', doc.title).not.toMatch(raw)
  expect(html, doc.title).not.toMatch(/<script|<iframe|javascript:/i)
  expect(doc.title).not.toMatch(/<[a-z]/i)
}

/** The imported documents of `collection`, drafts included, with their images. */
export const importedDocs = async <C extends 'posts' | 'pages'>(payload: Payload, importId: number, collection: C): Promise<(C extends 'posts' ? Post : Page)[]> => {
  const ids = await createdIds(payload, importId, collection)
  const { docs } = await payload.find({ collection, where: { id: { in: ids } }, pagination: false, depth: 1, overrideAccess: true, draft: true })
  expect(docs.length).toBe(ids.length)
  return docs as unknown as (C extends 'posts' ? Post : Page)[]
}
