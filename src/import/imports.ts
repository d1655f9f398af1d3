/**
 * Imports as the creator works with them (the admin's Import view through /api/admin/imports,
 * and the jobs queue that does the work): upload a file, read its dry run, adjust the
 * categories' mapping, import, undo. Each step only from the state before it, so a double click
 * or a stale tab cannot import twice or undo what is still importing.
 */
import type { Payload } from 'payload'

import type { SiteImport as Import } from '@/payload-types'
import { importFilePath, removeImportFile, storeImportFile } from './files'
import { ImportFileError, type SourceEntry, type SourceKind } from './model'
import { oldSiteAddress } from './oldSite'
import type { CategoryMapping, ImportReport } from './report'
import { readGhostMembersCsv } from './sources/ghostMembersCsv'
import { readSource, sniffSource } from './sources'
import type { ImportState } from './states'
import { analyse } from './write/analyse'
import { runImport } from './write/run'
import { undoImport } from './write/undo'

export type ImportAction = 'analyse' | 'import' | 'undo'

export const IMPORT_TASK = 'importFile'

/** A state change asked of an import in the wrong state: answered 409 with this message. */
export class ImportStateError extends Error {}

const isMembersCsv = (filename: string) => /\.csv$/i.test(filename)

/** The file's entries, read as it streams from disk. */
export const entriesOf = (doc: Pick<Import, 'source' | 'file' | 'filename' | 'siteUrl'>): AsyncIterable<SourceEntry> =>
  isMembersCsv(doc.filename)
    ? readGhostMembersCsv(importFilePath(doc.file))
    : readSource(doc.source as SourceKind, importFilePath(doc.file), { siteUrl: doc.siteUrl ?? undefined })

const queue = (payload: Payload, importId: number, action: ImportAction) =>
  payload.jobs.queue({ task: IMPORT_TASK as never, input: { importId, action } as never, queue: 'default' })

const update = (payload: Payload, id: number, data: Partial<Import>) =>
  payload.update({ collection: 'site-imports', id, data: data as never, overrideAccess: true, depth: 0 })

/**
 * Stores an uploaded file and queues its dry run. `siteUrl` (./oldSite.ts) is kept for a Ghost
 * export only: a WordPress export names its own address.
 */
export const createImport = async (
  payload: Payload,
  { filename, body, userId, siteUrl }: { filename: string; body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>; userId: number | null; siteUrl?: string },
): Promise<Import> => {
  const site = oldSiteAddress(siteUrl)
  // The route answers a bad address with a field message before the upload is read.
  if (!site.ok) throw new Error(site.message)
  const stored = await storeImportFile(body)
  // eslint-disable-next-line no-control-regex -- control characters are what it takes out
  const name = filename.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255) || 'export'
  try {
    const kind: SourceKind | null = isMembersCsv(name) ? 'ghost' : await sniffSource(importFilePath(stored.name))
    if (!kind) throw new ImportFileError('This file is neither a WordPress export (.xml, from Tools → Export) nor a Ghost export (.json, from Settings → Export) or Ghost members list (.csv).')
    const doc = await payload.create({
      collection: 'site-imports',
      data: { source: kind, filename: name, size: stored.size, file: stored.name, siteUrl: kind === 'ghost' ? site.value : undefined, status: 'analysing', startedBy: userId ?? undefined } as never,
      overrideAccess: true,
      depth: 0,
    })
    await queue(payload, Number(doc.id), 'analyse')
    return doc as Import
  } catch (error) {
    await removeImportFile(stored.name)
    throw error
  }
}

/** Where an import stands, in the creator's words. */
const WHERE_IT_STANDS: Record<ImportState, string> = {
  uploaded: 'is waiting to be read',
  analysing: 'is still being read',
  ready: 'is waiting to be imported',
  importing: 'is importing now',
  done: 'is already done',
  undoing: 'is being undone',
  undone: 'was undone',
  failed: 'could not be read',
}

const expect = (doc: Import, ...states: ImportState[]) => {
  if (!states.includes(doc.status as ImportState)) throw new ImportStateError(`This import ${WHERE_IT_STANDS[doc.status as ImportState] ?? 'is busy'}: that cannot be done now.`)
}

/** The creator's choice of site category for each of the file's categories. */
export const chooseMapping = async (payload: Payload, doc: Import, mapping: CategoryMapping): Promise<Import> => {
  expect(doc, 'ready')
  const report = doc.report as ImportReport
  const known = new Set(report.categories.map((c) => c.slug))
  const ids = new Set((await payload.find({ collection: 'categories', select: {}, pagination: false, depth: 0, overrideAccess: true })).docs.map((c) => Number(c.id)))
  for (const [slug, target] of Object.entries(mapping)) {
    if (!known.has(slug)) throw new ImportStateError(`The file has no category “${slug}”.`)
    if (target !== 'new' && !ids.has(target)) throw new ImportStateError(`The site has no category with id ${target}.`)
  }
  return (await update(payload, doc.id, { mapping })) as Import
}

/**
 * An import whose progress has not moved for this long has stopped (the server restarted while it
 * ran, beyond the queue's retries): the creator may start it again, and it carries on after the
 * items it recorded. Progress is written every half second while it works.
 */
const STALLED_MS = 2 * 60_000

export const stalled = (doc: Pick<Import, 'status' | 'updatedAt'>, now = Date.now()) =>
  doc.status === 'importing' && now - new Date(doc.updatedAt).getTime() > STALLED_MS

export const startImport = async (payload: Payload, doc: Import): Promise<Import> => {
  if (doc.dryRun) throw new ImportStateError('This was a dry run from the command line, and its file was not kept: upload the file here to import it.')
  if (!stalled(doc)) expect(doc, 'ready')
  const started = (await update(payload, doc.id, { status: 'importing', progress: { done: 0, total: totalOf(doc.report as ImportReport) } })) as Import
  await queue(payload, doc.id, 'import')
  return started
}

export const startUndo = async (payload: Payload, doc: Import): Promise<Import> => {
  expect(doc, 'done')
  const started = (await update(payload, doc.id, { status: 'undoing' })) as Import
  await queue(payload, doc.id, 'undo')
  return started
}

const totalOf = (report: ImportReport | undefined) => (report ? report.counts.posts + report.counts.pages + report.counts.members : 0)

/** The mapping the import uses: the dry run's proposal, changed where the creator chose. */
const mappingOf = (doc: Import): CategoryMapping => ({
  ...Object.fromEntries(((doc.report as ImportReport | undefined)?.categories ?? []).map((c) => [c.slug, c.target])),
  ...((doc.mapping as CategoryMapping | null) ?? {}),
})

/** What the creator reads when an import stops: the file's problem, or what stopped it. */
export const plainError = (error: unknown) =>
  error instanceof ImportFileError ? error.message : `The import stopped: ${error instanceof Error ? error.message : String(error)}`

/** The jobs queue's work on one import (src/jobs/importFile.ts). */
export const processImport = async (payload: Payload, importId: number, action: ImportAction): Promise<void> => {
  const doc = (await payload.findByID({ collection: 'site-imports', id: importId, overrideAccess: true, depth: 0, disableErrors: true, showHiddenFields: true })) as Import | null
  // A job for a step the import is no longer at (run twice, or after an undo) does nothing.
  const expected: Record<ImportAction, ImportState> = { analyse: 'analysing', import: 'importing', undo: 'undoing' }
  if (!doc || doc.status !== expected[action]) return
  if (action === 'analyse') {
    try {
      const report = await analyse(payload, doc.source as SourceKind, entriesOf(doc))
      await update(payload, importId, { status: 'ready', report, progress: { done: 0, total: totalOf(report) } })
    } catch (error) {
      await update(payload, importId, { status: 'failed', error: plainError(error) })
      await removeImportFile(doc.file)
      if (!(error instanceof ImportFileError)) throw error
    }
    return
  }
  if (action === 'import') {
    try {
      const summary = await runImport(payload, {
        importId,
        kind: doc.source as SourceKind,
        entries: entriesOf(doc),
        mapping: mappingOf(doc),
        onProgress: async (done) => void (await update(payload, importId, { progress: { done, total: doc.progress?.total ?? 0 } })),
      })
      await update(payload, importId, { status: 'done', summary })
      await removeImportFile(doc.file)
    } catch (error) {
      // Left "importing": the queue tries again, and the records let it carry on where it stopped.
      await update(payload, importId, { error: plainError(error) })
      throw error
    }
    return
  }
  const summary = await undoImport(payload, importId)
  await update(payload, importId, { status: 'undone', summary: { ...(doc.summary as object), undo: summary } })
}
