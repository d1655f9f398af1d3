/**
 * `npm run import -- wordpress <export.xml> [--dry-run]` and `npm run import -- ghost
 * <export.json | members.csv> [--site https://old.example] [--dry-run]`: the same import as the
 * admin's, run in this process, into the database the site runs on. It prints the dry run's
 * report, then the progress, then the summary; the running site refreshes its pages when it is
 * done (the change reaches it through PostgreSQL, as every change does). The import shows in the
 * admin, where it can be undone; a dry run leaves nothing there. `--site` is the old Ghost site's
 * address, which Ghost's export leaves out: its images are fetched from there.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { parseArgs } from 'node:util'

import type { Payload } from 'payload'

import type { SiteImport as Import } from '@/payload-types'
import { summaryText } from './download'
import { storeImportFile, removeImportFile } from './files'
import { entriesOf, plainError } from './imports'
import type { SourceKind } from './model'
import { oldSiteAddress } from './oldSite'
import type { ImportReport } from './report'
import { analyse } from './write/analyse'
import { runImport } from './write/run'

const USAGE = 'Use: npm run import -- wordpress <export.xml> [--dry-run]   or   npm run import -- ghost <export.json | members.csv> [--site https://old.example] [--dry-run]'

const reportText = (report: ImportReport) => {
  const c = report.counts
  const lines = [
    `${report.site.title ?? 'The old site'}${report.site.url ? ` (${report.site.url})` : ''}`,
    `  ${c.posts} posts, ${c.pages} pages (${c.drafts} as drafts), ${c.comments} comments (${c.pendingComments} pending), ${c.authors} authors, ${c.tags} tags, ${c.members} members, ${c.images} images`,
    `  ${report.alreadyImported} already imported by an earlier run`,
    '  Categories:',
    ...report.categories.map((cat) => `    ${cat.name} (${cat.posts} posts) → ${cat.target === 'new' ? 'new category' : (report.siteCategories.find((s) => s.id === cat.target)?.name ?? cat.target)}`),
    ...(report.conflicts.length ? ['  Renamed (address taken):', ...report.conflicts.map((x) => `    ${x.title}: /${x.slug} → /${x.newSlug}`)] : []),
    ...(report.skipped.length ? ['  Left out:', ...report.skipped.map((s) => `    ${s.count} × ${s.what}: ${s.reason}`)] : []),
  ]
  return lines.join('\n')
}

const isSourceKind = (kind: string | undefined): kind is SourceKind => kind === 'wordpress' || kind === 'ghost'

/** Runs the command; the exit code. */
export const importFromCommandLine = async (payload: Payload, args: readonly string[], log = console.log): Promise<number> => {
  let parsed: { positionals: string[]; values: { 'dry-run'?: boolean; site?: string } }
  try {
    parsed = parseArgs({ args: [...args], options: { 'dry-run': { type: 'boolean' }, site: { type: 'string' } }, allowPositionals: true, strict: true })
  } catch {
    log(USAGE)
    return 2
  }
  const [kind, file, ...extra] = parsed.positionals
  const dryRun = parsed.values['dry-run'] === true
  if (!isSourceKind(kind) || !file || extra.length) {
    log(USAGE)
    return 2
  }
  const site = oldSiteAddress(parsed.values.site)
  if (!site.ok) {
    log(`--site: ${site.message}`)
    return 2
  }
  if (site.value && kind !== 'ghost') {
    log('--site is for a Ghost export: a WordPress export names its own address.')
    return 2
  }
  const siteUrl = site.value
  const size = await stat(file).then((s) => s.size).catch(() => null)
  if (size === null) {
    log(`There is no file at ${file}.`)
    return 2
  }
  const stored = await storeImportFile(createReadStream(file))
  const filename = file.split(/[\\/]/).pop() ?? 'export'
  // A dry run leaves no import in the admin: its file is not kept, so it could never be imported there.
  if (dryRun) {
    try {
      log(`Reading ${filename}…`)
      log(reportText(await analyse(payload, kind, entriesOf({ source: kind, file: stored.name, filename, siteUrl }))))
      log('\nDry run: nothing was changed. Run again without --dry-run to import.')
      return 0
    } catch (error) {
      log(plainError(error))
      return 1
    } finally {
      await removeImportFile(stored.name)
    }
  }
  const created = (await payload.create({
    collection: 'site-imports',
    data: { source: kind, filename, size, file: stored.name, siteUrl, status: 'analysing' } as never,
    overrideAccess: true,
    depth: 0,
  })) as Import
  // The file's place is never read back (a hidden field): this process knows it.
  const doc = { ...created, file: stored.name }
  try {
    log(`Reading ${filename}…`)
    const report = await analyse(payload, kind, entriesOf(doc))
    log(reportText(report))
    const total = report.counts.posts + report.counts.pages + report.counts.members
    await payload.update({ collection: 'site-imports', id: doc.id, data: { status: 'importing', report, progress: { done: 0, total } } as never, overrideAccess: true })
    const summary = await runImport(payload, {
      importId: doc.id,
      kind,
      entries: entriesOf(doc),
      mapping: Object.fromEntries(report.categories.map((c) => [c.slug, c.target])),
      onProgress: (done) => log(`  ${done} / ${total}`),
    })
    const finished = (await payload.update({ collection: 'site-imports', id: doc.id, data: { status: 'done', summary } as never, overrideAccess: true })) as Import
    log(`\n${summaryText(finished)}`)
    return summary.failed.length ? 1 : 0
  } catch (error) {
    const message = plainError(error)
    await payload.update({ collection: 'site-imports', id: doc.id, data: { status: 'failed', error: message } as never, overrideAccess: true })
    log(message)
    return 1
  } finally {
    await removeImportFile(stored.name)
  }
}
