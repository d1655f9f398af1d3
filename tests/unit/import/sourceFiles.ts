import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { SourceDocument, SourceEntry } from '@/import/model'

/** Helpers for the readers' tests: real fixtures by name, hostile files in a temporary folder. */

export const fixture = (name: string) => join(process.cwd(), 'tests/fixtures/import', name)

const folder = mkdtempSync(join(tmpdir(), 'import-sources-'))
let count = 0

/** Writes the content to a fresh temporary file and returns its path. */
export const tempFile = (content: string | Buffer, extension = 'xml') => {
  count += 1
  const path = join(folder, `file-${count}.${extension}`)
  writeFileSync(path, content)
  return path
}

export const tempFolder = () => folder

export const readAll = async (entries: AsyncIterable<SourceEntry>): Promise<SourceEntry[]> => {
  const all: SourceEntry[] = []
  for await (const entry of entries) all.push(entry)
  return all
}

export const documentsOf = (entries: SourceEntry[]): SourceDocument[] =>
  entries.flatMap((entry) => (entry.type === 'document' ? [entry.document] : []))

export const skippedOf = (entries: SourceEntry[], what: string) =>
  entries.find((entry): entry is Extract<SourceEntry, { type: 'skipped' }> => entry.type === 'skipped' && entry.what === what)
