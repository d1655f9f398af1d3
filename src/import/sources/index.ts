import type { SourceEntry, SourceKind } from '../model'

import { meaningfulStart, readFileStart } from './fileStart'
import { readGhost, type GhostReadOptions } from './ghost'
import { readWordPress } from './wordpress'

/**
 * Tells which platform's export a file is from its first few kilobytes, so the creator need not
 * say: XML that declares WordPress's export namespace is WordPress's; JSON that opens a
 * database dump (`{"db": [{ … "data"` or `{"meta": …, "data"`) is Ghost's. Anything else is
 * null, and reading it as either kind then says in plain words what it is instead.
 */
export const sniffSource = async (path: string): Promise<SourceKind | null> => {
  const start = meaningfulStart(await readFileStart(path, 8192))
  if (start.startsWith('<')) return /xmlns:\w+\s*=\s*["']https?:\/\/wordpress\.org\/export\/1\.\d+\/["']/.test(start) ? 'wordpress' : null
  if (start.startsWith('{')) {
    if (/^\{\s*"db"\s*:\s*\[\s*\{/.test(start) && /"(data|meta)"\s*:\s*\{/.test(start)) return 'ghost'
    if (/^\{\s*"(meta|data)"\s*:\s*\{/.test(start)) return 'ghost'
  }
  return null
}

export const readSource = (kind: SourceKind, path: string, options: GhostReadOptions = {}): AsyncGenerator<SourceEntry> =>
  kind === 'wordpress' ? readWordPress(path) : readGhost(path, options)
