import type { RelationshipFieldSingleValidation } from 'payload'

import { relatedId } from '@/lib/data/relatedId'

const PARENT_ELSEWHERE = 'A reply must answer a comment on the same post.'

/** A reply answers another comment of the same post, never itself. */
export const parentOnTheSamePost: RelationshipFieldSingleValidation = async (value, { data, id, req }) => {
  const parent = relatedId(value)
  if (parent === null) return true
  if (id !== undefined && String(parent) === String(id)) return 'A comment cannot reply to itself.'
  const found = await req.payload.findByID({ collection: 'comments', id: parent, depth: 0, select: { post: true }, disableErrors: true, overrideAccess: true, req })
  const post = relatedId((data as { post?: unknown } | undefined)?.post)
  return found && post !== null && relatedId(found.post) === post ? true : PARENT_ELSEWHERE
}
