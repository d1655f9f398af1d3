import { randomUUID } from 'node:crypto'

import type { FieldHook } from 'payload'

import { mmss } from '../duration'

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null
}

/**
 * With an audio file, the episode's length is the file's (read when it was uploaded), whatever
 * was typed; without one, it is the text the creator typed.
 */
export const durationFromAudio: FieldHook = async ({ value, siblingData, req }) => {
  const audio = idOf(siblingData?.audio)
  if (audio === null) return value
  const file = await req.payload.findByID({ collection: 'episode-audio', id: audio, depth: 0, select: { durationSeconds: true }, req, disableErrors: true })
  return file?.durationSeconds ? mmss(file.durationSeconds) : value
}

/**
 * The identifier podcast apps know the episode by (the feed's `<guid>`): made once, when the
 * episode is created, and never changed, so a new title or slug is never taken for a new episode.
 */
export const keepGuid: FieldHook = ({ value, originalDoc }) => originalDoc?.guid || value || randomUUID()
