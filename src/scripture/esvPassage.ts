/**
 * A passage as written ("Psalm 51:1-12", "Romans 12:1-2, 9") as a link to the ESV's reading site,
 * which opens any reference written in its path with "+" for spaces (https://www.esv.org/John+3/):
 * a reading plan's passages, and the ESV's chapters for "Read in context" (./bibleSites.ts).
 * Colons and commas are allowed in a path as they are; anything else is escaped.
 */
const ESV_SITE = 'https://www.esv.org'

export const esvPassageUrl = (passage: string): string => {
  const path = encodeURIComponent(passage.trim().replace(/\s+/g, ' '))
    .replace(/%20/g, '+')
    .replace(/%3A/gi, ':')
    .replace(/%2C/gi, ',')
  return `${ESV_SITE}/${path}/`
}
