import { createHash } from 'node:crypto'

import { absoluteUrl } from '@/lib/seo/urls'

/** The site path of the show's own feed. */
export const PODCAST_FEED_PATH = '/podcast/feed.xml'

// The namespace the Podcasting 2.0 standard fixes for a show's `podcast:guid`.
const PODCAST_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6'

/** A name-based (version 5) UUID, RFC 9562. */
const uuidV5 = (name: string, namespace: string): string => {
  const hash = createHash('sha1').update(Buffer.from(namespace.replace(/-/g, ''), 'hex')).update(name, 'utf8').digest()
  const bytes = hash.subarray(0, 16)
  bytes[6] = (bytes[6] & 0x0f) | 0x50
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The show's `podcast:guid` as the standard makes it: from the feed's address without its scheme
 * and trailing slashes. Stored with the show the first time it is saved, so a later change of the
 * site's address does not make it another show.
 */
export const showGuidFor = (feedUrl = absoluteUrl(PODCAST_FEED_PATH)): string =>
  uuidV5(feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, ''), PODCAST_NAMESPACE)
