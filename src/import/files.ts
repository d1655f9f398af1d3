/**
 * Where uploaded export files wait for the jobs queue: a directory on the server's disk
 * (IMPORT_DIR, by default `.data/imports` beside the embedded database), one file per import
 * under a random name. A file streams there as it arrives, never held whole in memory, and is
 * cut off at IMPORT_FILE_LIMIT: an export of a large site is tens of megabytes, and 200 MB is far above any.
 */
import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export const IMPORT_FILE_LIMIT = 200 * 1024 * 1024

export const importDir = () => path.resolve(process.env.IMPORT_DIR || path.join(process.cwd(), '.data', 'imports'))

/** The path of a stored import file, from the name kept on the import (never a path from outside). */
export const importFilePath = (name: string) => {
  if (!/^[0-9a-f-]{36}$/.test(name)) throw new Error('Not an import file name.')
  return path.join(importDir(), name)
}

export class FileTooLarge extends Error {}

/** Streams `body` to a new file; its name and size. Over the limit it throws FileTooLarge and leaves no file. */
export const storeImportFile = async (body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>, limit = IMPORT_FILE_LIMIT): Promise<{ name: string; size: number }> => {
  await mkdir(importDir(), { recursive: true })
  const name = randomUUID()
  const file = importFilePath(name)
  let size = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.byteLength
      callback(size > limit ? new FileTooLarge() : null, chunk)
    },
  })
  const source = body instanceof ReadableStream ? Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>) : Readable.from(body)
  try {
    await pipeline(source, counter, createWriteStream(file, { flags: 'wx', mode: 0o600 }))
  } catch (error) {
    await rm(file, { force: true })
    throw error
  }
  return { name, size }
}

export const removeImportFile = (name: string) => rm(importFilePath(name), { force: true })
