import { randomUUID } from 'node:crypto'

import type { FieldHook } from 'payload'

/**
 * The identifier podcast apps know the episode by (the feed's `<guid>`): one per episode, made
 * when it is created and never changed, so a new title or slug is never taken for a new
 * episode. A copy made with Duplicate is a new episode and gets its own (`newGuidOnDuplicate`
 * clears the original's); an episode created with one keeps it (a show moved from elsewhere keeps its
 * identifiers); the database refuses a second episode with the same one.
 */
export const keepGuid: FieldHook = ({ value, originalDoc, operation }) => {
  if (operation === 'update' && originalDoc?.guid) return originalDoc.guid
  return value || randomUUID()
}

// Null, not undefined: Payload keeps the original's value when a duplicate hook returns undefined.
export const newGuidOnDuplicate: FieldHook = () => null
