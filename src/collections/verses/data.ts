/** The verse of the day (DECISIONS.md): `verses[dayOfYear % count]`, by `order`. */
import type { Payload } from 'payload'

import { dayOfYear } from '@/lib/dates/dayOfYear'
import { siteTimeZone } from '@/lib/data/site'

export type Verse = { text: string; reference: string }


/** Today's verse, or null when the list is empty. Two small queries: the count, then one row. */
export const getVerseOfTheDay = async (payload: Payload, now: Date = new Date()): Promise<Verse | null> => {
  const [{ totalDocs }, timeZone] = await Promise.all([
    payload.count({ collection: 'verses', overrideAccess: false }),
    siteTimeZone(payload),
  ])
  if (totalDocs === 0) return null
  const index = dayOfYear(now, timeZone) % totalDocs
  const { docs } = await payload.find({
    collection: 'verses',
    sort: ['order', 'id'],
    select: { text: true, reference: true },
    page: index + 1,
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  const verse = docs[0]
  return verse ? { text: verse.text, reference: verse.reference } : null
}
