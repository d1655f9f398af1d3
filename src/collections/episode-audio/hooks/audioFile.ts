import { randomUUID } from 'node:crypto'

import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type'
import { parseBuffer, parseFile } from 'music-metadata'
import { ValidationError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { noteUploadedAs } from './fileFacts'

type Kind = { ext: 'mp3' | 'm4a'; mime: string }

const MP3: Kind = { ext: 'mp3', mime: 'audio/mpeg' }
const M4A: Kind = { ext: 'm4a', mime: 'audio/x-m4a' }

/**
 * The audio podcast apps play everywhere, by the type the file's own bytes show. An M4A file
 * stored under the type Apple's podcast directory names for it. An MP4 file in the common
 * brands (`isom`, `mp42`, as many audio editors export) reads as video by its first bytes: it
 * is taken as M4A once its tracks show sound and no picture.
 */
const ACCEPTED: Record<string, Kind> = {
  'audio/mpeg': MP3,
  'audio/x-m4a': M4A,
  'audio/mp4': M4A,
  'video/mp4': M4A,
}

/** What the upload accepts; a `video/mp4` with a picture is refused by the hook below first. */
export const EPISODE_AUDIO_TYPES = Object.keys(ACCEPTED)

const NOT_AUDIO = 'This file is not MP3 or M4A audio. Export the episode as an MP3 (or M4A) file and upload that.'
const NO_LENGTH = 'The length of this audio file could not be read. Export it again as an MP3 (or M4A) file and upload that.'
const HAS_VIDEO = 'This file holds video. Export the episode’s sound on its own as an MP3 (or M4A) file and upload that.'

type UploadedFile = NonNullable<PayloadRequest['file']>

const refuse = (message: string, req: PayloadRequest): never => {
  throw new ValidationError({ collection: 'episode-audio', errors: [{ path: 'file', message }], req })
}

const onDisk = (file: UploadedFile) => Boolean(file.tempFilePath) && !(file.data?.length > 0)

/** The file's type as its first bytes tell it, whatever its name or declared type says. */
const sniff = async (file: UploadedFile) => {
  const detected = onDisk(file) ? await fileTypeFromFile(file.tempFilePath!) : await fileTypeFromBuffer(file.data)
  return detected?.mime
}

type Contents = { seconds: number | undefined; sound: boolean; picture: boolean }

/** What the file holds: its length in whole seconds, measured over the whole file (a header's estimate can be far off), and its tracks. */
const contentsOf = async (file: UploadedFile, mime: string): Promise<Contents | undefined> => {
  try {
    const { format } = onDisk(file)
      ? await parseFile(file.tempFilePath!, { duration: true, skipCovers: true })
      : await parseBuffer(file.data, { mimeType: mime, size: file.data.length }, { duration: true, skipCovers: true })
    const seconds = format.duration && Number.isFinite(format.duration) ? Math.max(1, Math.round(format.duration)) : undefined
    return { seconds, sound: format.trackInfo.some((track) => track.audio), picture: format.hasVideo === true }
  } catch {
    return undefined
  }
}

/**
 * A new file must be MP3 or M4A by its content: a text file renamed `.mp3` is refused (400)
 * with words the creator can act on. The file keeps the type and extension its bytes show, and
 * its length is read from it here, once, for the episode's duration and the feed.
 *
 * It is stored under a random name: its address cannot be guessed before the episode is out
 * (access to the file itself waits for the episode too: the collection's `read`). The name it
 * was uploaded under is kept for the admin.
 */
export const checkAudioFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const file = req.file
  const mime = await sniff(file)
  const kind = mime ? ACCEPTED[mime] : undefined
  if (!mime || !kind) return refuse(NOT_AUDIO, req)
  const contents = await contentsOf(file, mime)
  if (mime === 'video/mp4' && contents?.picture) return refuse(HAS_VIDEO, req)
  if (mime === 'video/mp4' && !contents?.sound) return refuse(NOT_AUDIO, req)
  if (!contents?.seconds) return refuse(NO_LENGTH, req)
  noteUploadedAs(req, file.name)
  file.mimetype = kind.mime
  file.name = `${randomUUID()}.${kind.ext}`
  return { ...args, data: { ...(args.data ?? {}), durationSeconds: contents.seconds } }
}
