import { open } from 'node:fs/promises'

import { ImportFileError } from '../model'

/**
 * The first bytes of an uploaded file as text, for telling what kind of file it is before
 * reading it as one. Invalid UTF-8 (a binary file) turns into replacement characters.
 */
export const readFileStart = async (path: string, bytes = 4096): Promise<string> => {
  let file
  try {
    file = await open(path, 'r')
  } catch {
    throw new ImportFileError('The uploaded file could not be opened; upload it again.')
  }
  try {
    const buffer = Buffer.alloc(bytes)
    const { bytesRead } = await file.read(buffer, 0, bytes, 0)
    return buffer.subarray(0, bytesRead).toString('utf8')
  } finally {
    await file.close()
  }
}

/** The start of the text without a byte-order mark and leading whitespace. */
export const meaningfulStart = (text: string): string => text.replace(/^\uFEFF/, '').trimStart()
