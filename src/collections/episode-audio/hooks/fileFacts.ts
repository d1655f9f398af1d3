import type { FieldHook, PayloadRequest } from 'payload'

const UPLOADED_AS = 'episodeAudio.uploadedAs'

/** Notes the name a new file came under, before it is stored under another (hooks/audioFile.ts). */
export const noteUploadedAs = (req: PayloadRequest, name: string) => {
  req.context[UPLOADED_AS] = name
}

/**
 * The name the file had when it was uploaded, as the creator knows it: taken from the file that
 * comes with the request, never from what a request says it is.
 */
export const keepUploadedAs: FieldHook = ({ req, value, originalDoc, operation }) => {
  const uploaded = req.context[UPLOADED_AS]
  if (typeof uploaded === 'string' && req.file) return uploaded
  return operation === 'update' ? (originalDoc?.uploadedAs ?? null) : (value ?? null)
}

/**
 * Whether anyone may fetch the file: set only by the episodes' hooks (hooks/releaseAudio.ts in
 * podcast-episodes, which write it directly), never by a request, and never copied to a
 * duplicate.
 */
export const keepReleased: FieldHook = ({ originalDoc, operation }) => (operation === 'update' ? originalDoc?.released === true : false)
