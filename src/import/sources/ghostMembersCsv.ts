import { createReadStream } from 'node:fs'

import { parse } from 'csv-parse'

import { ImportFileError, type SourceEntry } from '../model'

import { meaningfulStart, readFileStart } from './fileStart'

/**
 * Reads Ghost's members CSV (Members → Export: id, email, name, note, subscribed_to_emails,
 * complimentary_plan, stripe_customer_id, created_at, deleted_at, labels, tiers) as member
 * entries, a row at a time. Only what the model keeps is read: e-mail, name, whether they
 * receive the newsletter, and when they joined. Payment ids, notes and labels stay behind.
 */

const WHAT = 'Ghost members export'

const yes = (value: string | undefined) => /^(true|yes|1)$/i.test(value?.trim() ?? '')

export async function* readGhostMembersCsv(path: string): AsyncGenerator<SourceEntry> {
  if (!meaningfulStart(await readFileStart(path, 512))) throw new ImportFileError('The members file is empty.')

  const source = createReadStream(path)
  // Header names are matched in lower case, so "Email" and "email" read alike.
  const rows = source.pipe(parse({ columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()), bom: true, skip_empty_lines: true, relax_column_count: true }))
  source.on('error', (error) => rows.destroy(error))
  let checked = false
  let deleted = 0
  try {
    for await (const row of rows as AsyncIterable<Record<string, string | undefined>>) {
      if (!checked) {
        checked = true
        if (!('email' in row)) throw new ImportFileError(`This file is not a ${WHAT}: it has no “email” column. In Ghost, go to Members, choose Export, and upload the CSV file it downloads.`)
      }
      const email = row.email?.trim()
      if (!email) continue
      if (row.deleted_at?.trim()) {
        deleted += 1
        continue
      }
      const created = row.created_at?.trim() ? new Date(row.created_at.trim()) : undefined
      yield {
        type: 'member',
        member: {
          email,
          name: row.name?.trim() || undefined,
          subscribed: yes(row.subscribed_to_emails),
          createdAt: created && !Number.isNaN(created.getTime()) ? created : undefined,
        },
      }
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error
    throw new ImportFileError(`This file is not a well-formed ${WHAT}: its CSV is broken, so it was not imported. Export the members again and upload the new file.`)
  } finally {
    source.destroy()
  }
  if (!checked) throw new ImportFileError(`This ${WHAT} has no members in it.`)
  if (deleted) yield { type: 'skipped', what: 'deleted members', reason: 'Members who had left the old site.', count: deleted }
}
