import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { UploadConfig } from 'payload'

import { notFound } from '@/lib/http/responses'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * A file that is not on disk is 404. Payload's own file route answers it with a 500 (it logs
 * the missing file as a server fault), which tells a client nothing and hides real faults.
 * Anything else, including a name that leads outside the folder, is left to Payload.
 */
const answerMissingFile = async (req: Parameters<UploadHandler>[0], { params }: Parameters<UploadHandler>[1]): Promise<Response | void> => {
  const upload = req.payload.collections[params.collection as 'uploads']?.config.upload
  // Files in object storage are answered by its own handler, which says 404 itself.
  if (!upload?.staticDir || upload.disableLocalStorage) return undefined
  const staticDir = upload.staticDir
  const dir = path.resolve(staticDir)
  const file = path.resolve(dir, params.filename)
  if (!file.startsWith(dir + path.sep)) return undefined
  try {
    await stat(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return notFound('File not found')
  }
  return undefined
}

// Payload types a handler as Promise<Response> | Promise<void>; this one may resolve to either.
export const missingUploadFile = answerMissingFile as UploadHandler
