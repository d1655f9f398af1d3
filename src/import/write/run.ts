/**
 * The import: reads the file again, item by item, and brings each in (./document.ts,
 * ./terms.ts, ./members.ts), reporting progress on the import as it goes. Items a previous run
 * brought in are left alone, so a re-run changes nothing and an interrupted import, run again,
 * carries on where it stopped. The site's cached pages are refreshed once, at the end.
 */
import type { Payload } from 'payload'

import { revalidateSite } from '@/lib/cache/revalidate'
import { notify } from '@/lib/db/notify'
import { REDIRECTS_CHANNEL } from '@/lib/redirects/table'
import type { SourceEntry, SourceKind } from '../model'
import type { CategoryMapping, ImportSummary } from '../report'
import { newRun } from './context'
import { importDocument } from './document'
import { sourceIdOf } from './keys'
import { importMember } from './members'
import { noteSkipped, skippedList, type SkipCounter } from './skipped'
import { ensureAuthor, ensureTerm } from './terms'

export type Progress = (done: number) => Promise<void> | void

const SOURCE_NAMES: Record<SourceKind, string> = { wordpress: 'WordPress', ghost: 'Ghost' }

export const runImport = async (
  payload: Payload,
  options: { importId: number; kind: SourceKind; entries: AsyncIterable<SourceEntry>; mapping?: CategoryMapping; onProgress?: Progress },
): Promise<ImportSummary> => {
  const started = Date.now()
  const run = newRun(payload, options.kind, options.importId, sourceIdOf(options.kind, undefined), options.mapping ?? {})
  const skipped: SkipCounter = new Map()
  let done = 0
  let lastReport = 0
  // At most every half second: after each item, and after each image, which may take seconds.
  const report = async () => {
    if (options.onProgress && Date.now() - lastReport > 500) {
      lastReport = Date.now()
      await options.onProgress(done)
    }
  }
  run.progress = report
  const step = async () => {
    done++
    await report()
  }

  for await (const entry of options.entries) {
    switch (entry.type) {
      case 'site':
        run.sourceId = sourceIdOf(options.kind, entry.url)
        run.site = entry.url
        break
      case 'author':
        await ensureAuthor(run, entry.author)
        break
      case 'category':
        await ensureTerm(run, 'categories', entry.term)
        break
      case 'tag':
        await ensureTerm(run, 'tags', entry.term)
        break
      case 'skipped':
        noteSkipped(skipped, entry.what, entry.reason, entry.count)
        break
      case 'document':
        if (entry.document.kind === 'page' && entry.document.comments.length) noteSkipped(skipped, 'comments on pages', 'the site has comments on posts only', entry.document.comments.length)
        await importDocument(run, entry.document)
        await step()
        break
      case 'member':
        await importMember(run, entry.member, `the old ${SOURCE_NAMES[options.kind]} site`)
        await step()
        break
    }
  }
  await options.onProgress?.(done)
  // One refresh for the whole import: every page readers see, and the server's redirects.
  await revalidateSite(payload, `imports/${options.importId}`)
  await notify(payload, REDIRECTS_CHANNEL, `imports/${options.importId}`)
  return { ...run.summary, skipped: skippedList(skipped), seconds: Math.round((Date.now() - started) / 100) / 10 }
}
