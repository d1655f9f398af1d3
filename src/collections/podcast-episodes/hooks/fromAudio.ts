import type { FieldHook } from 'payload'

import { audioIdOf } from '../audioId'
import { mmss } from '../duration'

/**
 * With an audio file, the episode's length is the file's (read when it was uploaded), whatever
 * was typed; without one, it is the text the creator typed.
 */
export const durationFromAudio: FieldHook = async ({ value, siblingData, req }) => {
  const audio = audioIdOf(siblingData?.audio)
  if (audio === null) return value
  const file = await req.payload.findByID({ collection: 'episode-audio', id: audio, depth: 0, select: { durationSeconds: true }, req, disableErrors: true })
  return file?.durationSeconds ? mmss(file.durationSeconds) : value
}
