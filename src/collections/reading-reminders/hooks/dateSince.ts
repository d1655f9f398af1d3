import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Dates the reminder's schedule (`since`) when it is made, switched on, or moved to another
 * hour or time zone; other changes keep it. A caller acting on the system's behalf may pass the
 * moment as `context.now` (the tests' clock); anyone else gets the server's.
 */
export const dateSince: CollectionBeforeChangeHook = ({ data, originalDoc, operation, context }) => {
  const now = context.now instanceof Date ? context.now : new Date()
  const moved =
    operation === 'create' ||
    !originalDoc?.since ||
    (data.enabled === true && originalDoc.enabled !== true) ||
    (data.hour !== undefined && data.hour !== originalDoc.hour) ||
    (data.timeZone !== undefined && data.timeZone !== originalDoc.timeZone)
  return moved ? { ...data, since: now.toISOString() } : { ...data, since: originalDoc.since }
}
