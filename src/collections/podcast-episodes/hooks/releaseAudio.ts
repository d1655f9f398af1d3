import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { audioIdOf } from '../audioId'

/**
 * Marks as `released` exactly the audio files that a published episode uses (the published
 * copy, which a draft saved over it leaves as it was), so that visitors may fetch those and no
 * other (the audio collection's `read`). Worked out again from all episodes on every change,
 * so a file moved from one episode to another, or shared by two, comes out right. Written
 * straight to the database: the flag is no change anyone sees, and no request may set it.
 */
const releasePublishedAudio = async (req: PayloadRequest) => {
  const { payload } = req
  const [published, released] = await Promise.all([
    payload.find({
      collection: 'podcast-episodes',
      where: { and: [{ _status: { equals: 'published' } }, { audio: { exists: true } }] },
      select: { audio: true },
      depth: 0,
      pagination: false,
      req,
    }),
    payload.find({ collection: 'episode-audio', where: { released: { equals: true } }, select: {}, depth: 0, pagination: false, req }),
  ])
  const wanted = new Set(published.docs.map((doc) => audioIdOf(doc.audio)).filter((id): id is number => id !== null))
  const now = new Set(released.docs.map((doc) => doc.id))
  const release = [...wanted].filter((id) => !now.has(id))
  const withhold = [...now].filter((id) => !wanted.has(id))
  if (release.length) await payload.db.updateMany({ collection: 'episode-audio', where: { id: { in: release } }, data: { released: true }, req })
  if (withhold.length) await payload.db.updateMany({ collection: 'episode-audio', where: { id: { in: withhold } }, data: { released: false }, req })
}

export const releaseAudioAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await releasePublishedAudio(req)
  return doc
}

export const releaseAudioAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await releasePublishedAudio(req)
  return doc
}
