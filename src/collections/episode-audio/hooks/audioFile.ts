import path from 'node:path'

import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type'
import { parseBuffer, parseFile } from 'music-metadata'
import { ValidationError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

/** The audio podcast apps play everywhere, by the type the file's own bytes show. */
const ACCEPTED: Record<string, { ext: 'mp3' | 'm4a'; mime: string }> = {
  'audio/mpeg': { ext: 'mp3', mime: 'audio/mpeg' },
  'audio/x-m4a': { ext: 'm4a', mime: 'audio/x-m4a' },
  'audio/mp4': { ext: 'm4a', mime: 'audio/x-m4a' },
}

export const EPISODE_AUDIO_TYPES = ['audio/mpeg', 'audio/x-m4a', 'audio/mp4']

const NOT_AUDIO = 'This file is not MP3 or M4A audio. Export the episode as an MP3 (or M4A) file and upload that.'
const NO_LENGTH = 'The length of this audio file could not be read. Export it again as an MP3 (or M4A) file and upload that.'

type UploadedFile = NonNullable<PayloadRequest['file']>

const refuse = (message: string, req: PayloadRequest): never => {
  throw new ValidationError({ collection: 'episode-audio', errors: [{ path: 'file', message }], req })
}

const onDisk = (file: UploadedFile) => Boolean(file.tempFilePath) && !(file.data?.length > 0)

/** The file's kind as its first bytes tell it, whatever its name or declared type says. */
const sniff = async (file: UploadedFile) => {
  const detected = onDisk(file) ? await fileTypeFromFile(file.tempFilePath!) : await fileTypeFromBuffer(file.data)
  return detected ? ACCEPTED[detected.mime] : undefined
}

/** The length in whole seconds, measured over the whole file (a header's estimate can be far off). */
const secondsOf = async (file: UploadedFile, mime: string): Promise<number | undefined> => {
  try {
    const { format } = onDisk(file)
      ? await parseFile(file.tempFilePath!, { duration: true, skipCovers: true })
      : await parseBuffer(file.data, { mimeType: mime, size: file.data.length }, { duration: true, skipCovers: true })
    return format.duration && Number.isFinite(format.duration) ? Math.max(1, Math.round(format.duration)) : undefined
  } catch {
    return undefined
  }
}

/**
 * A new file must be MP3 or M4A by its content: a text file renamed `.mp3` is refused (400)
 * with words the creator can act on. The file keeps the type and extension its bytes show, and
 * its length is read from it here, once, for the episode's duration and the feed.
 */
export const checkAudioFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const file = req.file
  const kind = await sniff(file)
  if (!kind) return refuse(NOT_AUDIO, req)
  const seconds = await secondsOf(file, kind.mime)
  if (!seconds) return refuse(NO_LENGTH, req)
  file.mimetype = kind.mime
  file.name = `${path.parse(file.name).name || 'episode'}.${kind.ext}`
  return { ...args, data: { ...(args.data ?? {}), durationSeconds: seconds } }
}
