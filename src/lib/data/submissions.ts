/**
 * What visitors and members suggest to the creator: songs to analyse, media to review and
 * books for the reading club. Each lands in an admin-only "Inbox" collection as `new`.
 */
import type { Payload } from 'payload'

import { writeOnce, type Submission } from '@/lib/db/once'
import type { User } from '@/payload-types'
import type { BookSuggestionInput } from '@/lib/validation/bookSuggestion'
import type { MediaSubmissionInput } from '@/lib/validation/mediaSubmission'
import type { MusicSuggestionInput } from '@/lib/validation/musicSuggestion'

// The inbox collections are the staff's (src/collections/publishable.ts `staffOnly`): these
// server-side writes, after validation, are the one way anyone else adds to them. Each is saved
// once per submission (src/lib/db/once.ts), however often it is sent.

export const submitMusicSuggestion = async (
  payload: Payload,
  input: MusicSuggestionInput,
  user: User,
  submission: Submission | null = null,
): Promise<void> => {
  await writeOnce(payload, submission, async (req) => {
    await payload.create({
      collection: 'music-suggestions',
      data: { ...input, email: input.email || undefined, submittedBy: user.id, status: 'new' },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return null
  })
}

export const submitMedia = async (payload: Payload, input: MediaSubmissionInput, user: User, submission: Submission | null = null): Promise<void> => {
  await writeOnce(payload, submission, async (req) => {
    await payload.create({ collection: 'media-submissions', data: { ...input, submittedBy: user.id, status: 'new' }, depth: 0, overrideAccess: true, req })
    return null
  })
}

/** Visitors may suggest books too; a member's suggestion records who sent it. */
export const suggestBook = async (payload: Payload, input: BookSuggestionInput, user: User | null, submission: Submission | null = null): Promise<void> => {
  await writeOnce(payload, submission, async (req) => {
    await payload.create({
      collection: 'book-suggestions',
      data: { ...input, email: input.email || undefined, submittedBy: user?.id, status: 'new' },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return null
  })
}
